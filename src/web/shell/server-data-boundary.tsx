/**
 * The page's server data (getServerSideProps' dehydratedState) in the query cache, held until the page that reads it
 * has committed (api/hold-server-queries.ts), then left to gcTime like any other query.
 */
import { type DehydratedState, HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { holdServerQueries, type ServerQueriesHold } from '../api/hold-server-queries';

export function ServerDataBoundary({ state, children }: { state: DehydratedState | undefined; children: ReactNode }) {
  const client = useQueryClient();
  // Holds made by renders that never committed (an interrupted transition) go with the next commit.
  const unreleased = useRef<ServerQueriesHold[]>([]);
  const hold = useMemo(() => {
    const made = holdServerQueries(client, state);
    unreleased.current.push(made);
    return made;
  }, [client, state]);
  // After the page's own effects: its components observe the queries by now.
  useEffect(() => {
    for (const held of unreleased.current.splice(0)) held.release();
  }, [hold]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
