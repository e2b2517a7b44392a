/**
 * The error state of a postings section: the catalogue's QueryError with the GraphQL error's own Korean message
 * (the catalogue reads REST errors; a graphql-request error's message is its whole response).
 */
import { useMemo } from 'react';
import { QueryError } from '../ui/query-state';
import { graphqlErrorMessage } from '../api/graphql-errors';

export const POSTINGS_LOAD_FAILED = '공고를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

export function PostingQueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const shown = useMemo(() => new Error(graphqlErrorMessage(error, POSTINGS_LOAD_FAILED)), [error]);
  return <QueryError error={shown} onRetry={onRetry} />;
}
