/** A member's own inquiries with the operator's answers (ADR 30, `/apiV2/inquiries/mine`). Client first. */
import type { ApiClient } from './api-client';
import type { MyInquiriesQuery, MyInquiryPage } from '../../contracts/inquiries';

export type { MyInquiry, MyInquiryPage } from '../../contracts/inquiries';

export const myInquiriesKey = (query: MyInquiriesQuery) => ['inquiries', 'mine', query] as const;

export async function listMyInquiries(client: ApiClient, query: MyInquiriesQuery): Promise<MyInquiryPage> {
  const { data } = await client.get<MyInquiryPage>('/apiV2/inquiries/mine', { params: query });
  return data;
}
