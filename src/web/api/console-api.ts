/** The operator console's dashboard (ADR 24, src/contracts/console.ts). Client first. */
import type { ApiClient } from './api-client';
import type { ConsoleSummary } from '../../contracts/console';

export type { ConsoleSummary } from '../../contracts/console';

export const CONSOLE_SUMMARY_KEY = ['console', 'summary'] as const;

export async function getConsoleSummary(client: ApiClient): Promise<ConsoleSummary> {
  const { data } = await client.get<ConsoleSummary>('/apiV2/admin/console-summary');
  return data;
}
