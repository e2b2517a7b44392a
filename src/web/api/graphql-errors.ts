/** What a failed GraphQL request (graphql-request's ClientError) says: its status and its Korean message. */

/** A GraphQL error's `extensions.statusCode` (the status REST would send), if the request failed with one. */
export function graphqlErrorStatus(error: unknown): number | undefined {
  const response = (error as { response?: { status?: number; errors?: Array<{ extensions?: { statusCode?: unknown } }> } })
    ?.response;
  const status = response?.errors?.[0]?.extensions?.statusCode;
  if (typeof status === 'number') return status;
  return typeof response?.status === 'number' && response.status >= 400 ? response.status : undefined;
}

/** A GraphQL error's `extensions.code` (POST_HIDDEN, ALREADY_REPORTED, …), if the request failed with one. */
export function graphqlErrorCode(error: unknown): string | undefined {
  const response = (error as { response?: { errors?: Array<{ extensions?: { code?: unknown } }> } } | null)?.response;
  const code = response?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The first GraphQL error message (Korean, safe to show), else the error's own message. */
export function graphqlErrorMessage(error: unknown, fallback: string): string {
  const response = (error as { response?: { errors?: Array<{ message?: string }> } } | null)?.response;
  const first = response?.errors?.[0]?.message;
  if (typeof first === 'string' && first) return first;
  return error instanceof Error && error.message && !error.message.startsWith('{') ? error.message : fallback;
}
