/** GraphQL calls made by the page itself (same origin, the page's cookie), for set-up and checks in tests. */
import type { Page } from '@playwright/test';

export const PORTAL_GRAPHQL = '/graphql';
export const COMMUNITY_GRAPHQL = '/community/graphql';

/** Runs `query` against `path` from the page; GraphQL errors fail the test with their JSON. */
export async function graphqlAsPage<T>(page: Page, path: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ path, query, variables }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { path, query, variables },
  ) as Promise<T>;
}
