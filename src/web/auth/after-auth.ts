/** What happens after a successful login or sign-up: cache the user, confirm, go to the target. */
import type { QueryClient } from '@tanstack/react-query';
import type { NextRouter } from 'next/router';
import type { Profile } from '../api/auth-api';
import { getErrorStatus, getServerMessage } from '../api/error-catalogue';
import { CURRENT_USER_QUERY_KEY } from '../api/query-client';

/**
 * Same-site paths navigate client-side so the confirmation toast stays visible (the web view turns
 * this into a full load); absolute URLs on other hosts of the table need a full page load.
 */
export async function completeAuth(
  queryClient: QueryClient,
  router: NextRouter,
  user: Profile,
  target: string,
): Promise<void> {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  if (target.startsWith('/')) {
    await router.push(target);
    return;
  }
  window.location.assign(target);
}

/** Statuses whose server message explains what the user must change (docs/CONTRACTS.md). */
const FORM_ERROR_STATUSES = new Set([400, 401, 409, 429]);

/** The server's Korean message when it concerns the form; undefined for other failures. */
export function formErrorMessage(error: unknown): string | undefined {
  const status = getErrorStatus(error);
  return status !== undefined && FORM_ERROR_STATUSES.has(status) ? getServerMessage(error) : undefined;
}
