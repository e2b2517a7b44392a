/**
 * The console's customer inquiry queue (ADR 30, src/contracts/inquiries.ts): the list, one inquiry, answer
 * and close. Client first.
 */
import type { ApiClient } from './api-client';
import type { ConsoleInquiriesQuery, ConsoleInquiryDetail, ConsoleInquiryPage, InquiryChangeResult } from '../../contracts/inquiries';

export type { ConsoleInquiryDetail, ConsoleInquiryListItem, ConsoleInquiryPage, InquiryStatus } from '../../contracts/inquiries';

const BASE = '/apiV2/admin/inquiries';

export const consoleInquiriesKey = (query: ConsoleInquiriesQuery) => ['console', 'inquiries', query] as const;
export const consoleInquiryKey = (inquiryId: string) => ['console', 'inquiry', inquiryId] as const;

export async function listInquiries(client: ApiClient, query: ConsoleInquiriesQuery): Promise<ConsoleInquiryPage> {
  const { data } = await client.get<ConsoleInquiryPage>(BASE, { params: query });
  return data;
}

export async function getInquiry(client: ApiClient, inquiryId: string): Promise<ConsoleInquiryDetail> {
  const { data } = await client.get<ConsoleInquiryDetail>(`${BASE}/${encodeURIComponent(inquiryId)}`);
  return data;
}

export async function answerInquiry(client: ApiClient, inquiryId: string, reply: string): Promise<InquiryChangeResult> {
  const { data } = await client.post<InquiryChangeResult>(`${BASE}/${encodeURIComponent(inquiryId)}/answer`, { reply });
  return data;
}

export async function closeInquiry(client: ApiClient, inquiryId: string): Promise<InquiryChangeResult> {
  const { data } = await client.post<InquiryChangeResult>(`${BASE}/${encodeURIComponent(inquiryId)}/close`);
  return data;
}
