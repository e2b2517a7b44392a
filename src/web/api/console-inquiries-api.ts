/**
 * The console's customer inquiry queue (issue 19, ADR 30; src/contracts/inquiries.ts): the list, one inquiry, answer
 * and close. Client first.
 */
import type { AxiosInstance } from 'axios';
import type { AdminInquiriesQuery, AdminInquiryDetail, AdminInquiryPage, InquiryChangeResult } from '../../contracts/inquiries';

export type { AdminInquiryDetail, AdminInquiryListItem, AdminInquiryPage, InquiryStatus } from '../../contracts/inquiries';

const BASE = '/apiV2/admin/inquiries';

export const adminInquiriesKey = (query: AdminInquiriesQuery) => ['console', 'inquiries', query] as const;
export const adminInquiryKey = (inquiryId: string) => ['console', 'inquiry', inquiryId] as const;

export async function listInquiries(client: AxiosInstance, query: AdminInquiriesQuery): Promise<AdminInquiryPage> {
  const { data } = await client.get<AdminInquiryPage>(BASE, { params: query });
  return data;
}

export async function getInquiry(client: AxiosInstance, inquiryId: string): Promise<AdminInquiryDetail> {
  const { data } = await client.get<AdminInquiryDetail>(`${BASE}/${encodeURIComponent(inquiryId)}`);
  return data;
}

export async function answerInquiry(client: AxiosInstance, inquiryId: string, reply: string): Promise<InquiryChangeResult> {
  const { data } = await client.post<InquiryChangeResult>(`${BASE}/${encodeURIComponent(inquiryId)}/answer`, { reply });
  return data;
}

export async function closeInquiry(client: AxiosInstance, inquiryId: string): Promise<InquiryChangeResult> {
  const { data } = await client.post<InquiryChangeResult>(`${BASE}/${encodeURIComponent(inquiryId)}/close`);
  return data;
}
