/**
 * The server's data of a page stays in the browser's query cache until the render that reads it has committed.
 *
 * gcTime (1 s in the browser, spec §9) counts from the moment a query has no observer, and a query only gets its
 * observers when the components reading it commit. Every render of the pages router is a transition: the first
 * hydration (ADR 37) and each client-side navigation. React then renders in slices of about 5 ms and the browser runs
 * timers between them, so on a busy phone a second passes between the slice that put the server's queries into the
 * cache and the slice that reads them. The queries were collected in between: the portal home's rows and 추천 공고
 * hydrated as loading over the server's HTML (React error #418, the page rendered again from scratch), and a page
 * navigated to rendered without its data (a blank score page after 답안지 제출).
 */
import { type DehydratedState, hydrate, QueryObserver, type QueryClient } from '@tanstack/react-query';

export interface ServerQueriesHold {
  /** Lets the held queries go: each is collected gcTime after it has no observer, as any other query. */
  release(): void;
}

/**
 * Puts the page's queries that the cache does not have yet into it (newer copies of queries it has are left to
 * HydrationBoundary, which applies them after the render) and holds every query of `state` with an observer that
 * never fetches, until release(). Call it in the same synchronous step as the render that reads the queries starts.
 */
export function holdServerQueries(client: QueryClient, state: DehydratedState | null | undefined): ServerQueriesHold {
  if (!state?.queries?.length) return { release: () => {} };
  const cache = client.getQueryCache();
  const missing = state.queries.filter((query) => !cache.get(query.queryHash));
  if (missing.length > 0) hydrate(client, { queries: missing });
  const unsubscribes = state.queries.map((query) =>
    new QueryObserver(client, { queryKey: query.queryKey, queryHash: query.queryHash, enabled: false }).subscribe(() => {}),
  );
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
