/**
 * Set-up for the applications flow (ADR 26), through the portal GraphQL from a page of the right host: a
 * company's channel and a posting that takes applications on the portal, approved by brand A's ADMIN as the console
 * will (approvePostingAsAdmin in ./corporate); a member's cover letter with an answer.
 */
import type { Page } from '@playwright/test';
import { kstDayKey } from '../../src/config/kst';
import { graphqlAsPage, PORTAL_GRAPHQL } from './graphql';

const day = (offsetDays: number) => kstDayKey(Date.now() + offsetDays * 86_400_000);

/** From a corporate-host page of an approved company: its channel, then a posting taking applications, submitted. */
export async function submitApplicationPosting(page: Page, title: string): Promise<string> {
  await graphqlAsPage(page, PORTAL_GRAPHQL, 'mutation ($input: ChannelInput!) { createChannel(input: $input) { id } }', {
    input: { url: `e2e-apply-${Date.now().toString(36)}`, title: '지원자테스트', industry: 'IT', companySize: 'STARTUP' },
  });
  const created = await graphqlAsPage<{ createPostingDraft: { id: string } }>(
    page,
    PORTAL_GRAPHQL,
    'mutation ($input: ManagedPostingInput!) { createPostingDraft(input: $input) { id } }',
    {
      input: {
        kind: 'INTERNSHIP',
        title,
        organiserType: 'STARTUP',
        fields: ['MARKETING'],
        targets: ['UNIVERSITY'],
        region: 'SEOUL',
        benefits: [],
        employmentType: 'INTERN',
        careerLevel: 'ENTRY',
        acceptsApplications: true,
        receptionStartDay: day(0),
        receptionEndDay: day(14),
        bodyHtml: '<p>자기소개서로 지원해주세요.</p>',
      },
    },
  );
  const id = created.createPostingDraft.id;
  await graphqlAsPage(page, PORTAL_GRAPHQL, 'mutation ($id: ID!) { submitPostingForReview(id: $id) { id } }', { id });
  return id;
}

/** From a portal page of a logged-in member: a cover letter titled `title` with one answered question (limit 500). */
export async function writeCoverLetter(page: Page, title: string, answer = '브랜드와 고객을 잇는 마케터가 되고 싶습니다.'): Promise<void> {
  const created = await graphqlAsPage<{ createCoverLetter: { id: string; version: number } }>(
    page,
    PORTAL_GRAPHQL,
    'mutation ($title: String) { createCoverLetter(title: $title) { id version } }',
    { title },
  );
  const { id, version } = created.createCoverLetter;
  await graphqlAsPage(page, PORTAL_GRAPHQL, 'mutation ($input: SaveCoverLetterInput!) { saveCoverLetter(input: $input) { id } }', {
    input: {
      id,
      baseVersion: version,
      title,
      company: '지원자테스트',
      job: '마케팅 인턴',
      postingId: null,
      questions: [{ question: '지원 동기를 적어주세요.', charLimit: 500, answer }],
      keepVersion: true,
    },
  });
}
