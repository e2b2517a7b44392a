/** The console's 자주 묻는 질문 (src/contracts/console-faq.ts). */
import type { ApiClient } from './api-client';
import type { ConsoleFaqEntry, ConsoleFaqList, CreateFaqEntryBody, MoveFaqEntryBody, UpdateFaqEntryBody } from '../../contracts/console-faq';

export type { ConsoleFaqEntry, CreateFaqEntryBody, UpdateFaqEntryBody } from '../../contracts/console-faq';

export const consoleFaqKey = ['console', 'faq'] as const;

export async function listConsoleFaq(client: ApiClient): Promise<ConsoleFaqEntry[]> {
  const { data } = await client.get<ConsoleFaqList>('/apiV2/admin/faq');
  return data.items;
}

export async function createConsoleFaqEntry(client: ApiClient, body: CreateFaqEntryBody): Promise<ConsoleFaqEntry> {
  const { data } = await client.post<ConsoleFaqEntry>('/apiV2/admin/faq', body);
  return data;
}

export async function updateConsoleFaqEntry(client: ApiClient, id: string, body: UpdateFaqEntryBody): Promise<ConsoleFaqEntry> {
  const { data } = await client.patch<ConsoleFaqEntry>(`/apiV2/admin/faq/${id}`, body);
  return data;
}

export async function moveConsoleFaqEntry(client: ApiClient, id: string, direction: MoveFaqEntryBody['direction']): Promise<ConsoleFaqEntry[]> {
  const { data } = await client.post<ConsoleFaqList>(`/apiV2/admin/faq/${id}/move`, { direction });
  return data.items;
}

export async function deleteConsoleFaqEntry(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/apiV2/admin/faq/${id}`);
}
