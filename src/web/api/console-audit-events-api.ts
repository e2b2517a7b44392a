/** The brand's audit log for the console (src/contracts/console-exams.ts): newest first, paged by id. */
import type { ApiClient } from './api-client';
import type { AuditEventPage } from '../../contracts/console-exams';

export type { AuditEventPage } from '../../contracts/console-exams';
export type AuditEvent = AuditEventPage['items'][number];

export const consoleAuditEventsKey = (before: number | undefined) => ['console', 'audit-events', before ?? null] as const;

export async function listAuditEvents(client: ApiClient, query: { before?: number; limit?: number }): Promise<AuditEventPage> {
  const { data } = await client.get<AuditEventPage>('/apiV2/admin/audit-events', { params: query });
  return data;
}
