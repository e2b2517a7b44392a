/**
 * Applications through /graphql (ADR 26): a member applies with a cover letter and a 스펙 summary (both
 * frozen), once per posting (Korean 409), only while the posting takes applications and is open and every answer is
 * within its question's character limit (Korean 400); withdraws before a
 * decision; the posting's company lists, opens and decides, which writes the member's notification; visitors 401,
 * individual members 403 on the company's operations, companies 403 on applying, another company 404.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { careerSpecs, channels, coverLetterQuestions, coverLetters, notifications, users } from '../../db/schema';
import { createLoggedInUser, createPosting, createUser } from '../../test/factories';
import { dataOf, graphql, refusal } from '../../test/graphql-call';
import { useTestApp } from '../../test/test-app';
import { createSession } from '../accounts/create-session';
import { CORPORATE_ONLY_MESSAGE } from '../accounts/corporate-account-policy';
import { INDIVIDUAL_APPLICANTS_ONLY_MESSAGE } from './application-errors';

const t = useTestApp();
const db = () => t.database.db;

const APPLY = `mutation ($input: ApplyToPostingInput!) { applyToPosting(input: $input) { id status coverLetterTitle canWithdraw posting { id title } } }`;
const WITHDRAW = `mutation ($id: ID!) { withdrawApplication(id: $id) { id } }`;
const DECIDE = `mutation ($id: ID!, $decision: ApplicationDecision!) { decideApplication(id: $id, decision: $decision) { id status decidedAt } }`;
const MINE = `query ($postingId: ID) { myApplications(postingId: $postingId) { totalCount nodes { id status canWithdraw posting { id } } } }`;
const APPLICANTS = `query ($postingId: ID!, $page: Int) { postingApplicants(postingId: $postingId, page: $page) { totalCount page pageSize counts { submitted passed failed } posting { id title } nodes { id status applicantName coverLetterTitle hasSpecSummary } } }`;
const ONE = `query ($id: ID!) { application(id: $id) { id status applicantName applicantEmail coverLetter { title questions { question answer } } specSummary { completenessPercent sections { section items } } posting { id } } }`;
const MANAGED = `query { managedPostings(status: "ALL") { nodes { id acceptsApplications applicantCount } } }`;

let sequence = 0;

/** An approved company with an active channel and a session. */
async function company(database: Db) {
  const user = await createUser(database, { type: 'CORPORATE' });
  await database.update(users).set({ corporateApprovedAt: new Date() }).where(eq(users.id, user.id));
  const [channel] = await database
    .insert(channels)
    .values({ ownerId: user.id, url: `apply-co-${++sequence}-${Date.now().toString(36)}`, title: '지원테스트기업' })
    .returning();
  const { token } = await createSession(database, user, { ttlDays: 1 });
  return { user, channel: channel!, cookie: `accessToken=${token}` };
}

/** A member with a filled cover letter and two 스펙 entries. */
async function member(database: Db) {
  const session = await createLoggedInUser(database, { username: '김지원' });
  await database.update(users).set({ name: '김지원', school: '한빛대학교', major: '경영학' }).where(eq(users.id, session.user.id));
  const [letter] = await database.insert(coverLetters).values({ userId: session.user.id, title: '마케팅 직무 자기소개서' }).returning();
  await database.insert(coverLetterQuestions).values([
    { coverLetterId: letter!.id, position: 0, question: '지원 동기를 적어주세요.', charLimit: 500, answer: '고객을 먼저 생각하는 마케터가 되고 싶습니다.' },
    { coverLetterId: letter!.id, position: 1, question: '협업 경험', charLimit: null, answer: '' },
  ]);
  await database.insert(careerSpecs).values([
    { userId: session.user.id, section: 'LANGUAGE', data: { test: 'TOEIC', testName: null, score: '905', level: null, takenOn: '2026-03-02' } },
    { userId: session.user.id, section: 'CERTIFICATE', data: { certificateId: null, name: '컴퓨터활용능력 1급', issuer: '대한상공회의소', acquiredOn: '2025-08-14' } },
  ]);
  return { ...session, letterId: letter!.id };
}

async function openPosting(database: Db, channel: typeof channels.$inferSelect, overrides: Record<string, unknown> = {}) {
  return createPosting(database, { channel, acceptsApplications: true, title: `지원 받는 공고 ${++sequence}`, ...overrides });
}

const call = async (query: string, variables: Record<string, unknown>, cookie?: string) => graphql(t, query, variables, { cookie });

describe('applying', () => {
  it('applies with a frozen cover letter and 스펙 summary, once; the second is a Korean 409', async () => {
    const co = await company(db());
    const posting = await openPosting(db(), co.channel);
    const me = await member(db());
    const applied = dataOf(await call(APPLY, { input: { postingId: String(posting.id), coverLetterId: me.letterId } }, me.cookie), 'applyToPosting');
    expect(applied).toMatchObject({ status: 'SUBMITTED', coverLetterTitle: '마케팅 직무 자기소개서', canWithdraw: true, posting: { id: String(posting.id) } });

    // The letter changes afterwards; the company still reads what was sent.
    await db().update(coverLetterQuestions).set({ answer: '바뀐 답변' }).where(eq(coverLetterQuestions.coverLetterId, me.letterId));
    const detail = dataOf(await call(ONE, { id: applied.id }, co.cookie), 'application');
    expect(detail.applicantName).toBe('김지원');
    expect(detail.coverLetter.questions[0]).toEqual({ question: '지원 동기를 적어주세요.', answer: '고객을 먼저 생각하는 마케터가 되고 싶습니다.' });
    expect(detail.specSummary.sections).toEqual([
      { section: 'LANGUAGE', items: ['TOEIC · 905 · 2026-03-02'] },
      { section: 'CERTIFICATE', items: ['컴퓨터활용능력 1급 · 대한상공회의소 · 2025-08-14'] },
    ]);

    const again = await call(APPLY, { input: { postingId: String(posting.id), coverLetterId: me.letterId } }, me.cookie);
    expect(refusal(again)).toEqual({ status: 409, code: 'ALREADY_APPLIED', message: '이미 지원한 공고입니다. 지원 내역에서 확인해주세요.' });
    const mine = dataOf(await call(MINE, { postingId: String(posting.id) }, me.cookie), 'myApplications');
    expect(mine.totalCount).toBe(1);
  });

  it('of two racing submits exactly one is stored', async () => {
    const co = await company(db());
    const posting = await openPosting(db(), co.channel);
    const me = await member(db());
    const input = { postingId: String(posting.id), coverLetterId: me.letterId, includeSpecSummary: false };
    const answers = await Promise.all([call(APPLY, { input }, me.cookie), call(APPLY, { input }, me.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses closed, upcoming, portal-less and unpublished postings in Korean', async () => {
    const co = await company(db());
    const me = await member(db());
    const day = 86_400_000;
    const closed = await openPosting(db(), co.channel, { receptionStartAt: new Date(Date.now() - 9 * day), receptionEndAt: new Date(Date.now() - day) });
    const upcoming = await openPosting(db(), co.channel, { receptionStartAt: new Date(Date.now() + day), receptionEndAt: new Date(Date.now() + 9 * day) });
    const elsewhere = await openPosting(db(), co.channel, { acceptsApplications: false });
    const draft = await openPosting(db(), co.channel, { publishedAt: null, reviewStatus: 'DRAFT' });
    const apply = async (id: number) =>
      refusal(await call(APPLY, { input: { postingId: String(id), coverLetterId: me.letterId } }, me.cookie));
    expect(await apply(closed.id)).toEqual({ status: 409, code: 'POSTING_CLOSED', message: '접수가 마감된 공고에는 지원할 수 없습니다.' });
    expect(await apply(upcoming.id)).toMatchObject({ status: 409, code: 'POSTING_NOT_OPEN' });
    expect(await apply(elsewhere.id)).toMatchObject({ status: 409, code: 'APPLICATIONS_NOT_ACCEPTED' });
    expect(await apply(draft.id)).toMatchObject({ status: 404, code: 'POSTING_NOT_FOUND' });
  });

  it('checks its input and whose letter it is', async () => {
    const co = await company(db());
    const posting = await openPosting(db(), co.channel);
    const me = await member(db());
    const other = await member(db());
    const apply = async (input: Record<string, unknown>, cookie = me.cookie) =>
      refusal(await call(APPLY, { input: { postingId: String(posting.id), ...input } }, cookie));
    expect(await apply({ coverLetterId: '' })).toEqual({ status: 400, code: 'APPLICATION_COVER_LETTER_REQUIRED', message: '지원할 자기소개서를 선택해주세요.' });
    expect(await apply({ coverLetterId: 'nope' })).toMatchObject({ status: 400, code: 'INVALID_COVER_LETTER_ID' });
    expect(await apply({ coverLetterId: other.letterId })).toMatchObject({ status: 404, code: 'COVER_LETTER_NOT_FOUND' });
    expect(await apply({ postingId: 'x', coverLetterId: me.letterId })).toMatchObject({ status: 400, code: 'INVALID_ID' });
    const [blank] = await db().insert(coverLetters).values({ userId: me.user.id, title: '' }).returning();
    await db().insert(coverLetterQuestions).values({ coverLetterId: blank!.id, position: 0, question: '질문', answer: '   ' });
    expect(await apply({ coverLetterId: blank!.id })).toMatchObject({ status: 400, code: 'APPLICATION_COVER_LETTER_EMPTY' });
  });

  it("refuses an answer over its question's character limit in Korean, naming the question", async () => {
    const co = await company(db());
    const posting = await openPosting(db(), co.channel);
    const me = await member(db());
    // 501 characters where the question allows 500 (a letter may be saved so while it is written).
    await db()
      .update(coverLetterQuestions)
      .set({ answer: '가'.repeat(501) })
      .where(and(eq(coverLetterQuestions.coverLetterId, me.letterId), eq(coverLetterQuestions.position, 0)));
    const refused = refusal(await call(APPLY, { input: { postingId: String(posting.id), coverLetterId: me.letterId } }, me.cookie));
    expect(refused).toEqual({
      status: 400,
      code: 'APPLICATION_ANSWER_TOO_LONG',
      message: '1번 문항의 답변이 501자로 글자 수 제한(500자)을 넘습니다. 자기소개서에서 답변을 줄인 뒤 다시 지원해주세요.',
    });
    expect(dataOf(await call(MINE, { postingId: String(posting.id) }, me.cookie), 'myApplications').totalCount).toBe(0);
    // Exactly at the limit, counted as the editor counts (a decomposed syllable is one character), it is accepted.
    await db()
      .update(coverLetterQuestions)
      .set({ answer: `${'가'.repeat(499)}${'한'.normalize('NFD')}` })
      .where(and(eq(coverLetterQuestions.coverLetterId, me.letterId), eq(coverLetterQuestions.position, 0)));
    const applied = dataOf(await call(APPLY, { input: { postingId: String(posting.id), coverLetterId: me.letterId } }, me.cookie), 'applyToPosting');
    expect(applied.status).toBe('SUBMITTED');
  });

  it('is for individual members: a visitor 401, a company 403', async () => {
    const co = await company(db());
    const posting = await openPosting(db(), co.channel);
    const input = { postingId: String(posting.id), coverLetterId: '00000000-0000-4000-8000-000000000000' };
    expect(refusal(await call(APPLY, { input }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(refusal(await call(APPLY, { input }, co.cookie))).toEqual({ status: 403, code: 'FORBIDDEN', message: INDIVIDUAL_APPLICANTS_ONLY_MESSAGE });
    expect(refusal(await call(MINE, {}, co.cookie))).toMatchObject({ status: 403 });
  });
});

describe('withdrawing', () => {
  it('takes an undecided application back (and allows applying again); a decided one is a 409; another member 404', async () => {
    const co = await company(db());
    const posting = await openPosting(db(), co.channel);
    const me = await member(db());
    const other = await member(db());
    const input = { postingId: String(posting.id), coverLetterId: me.letterId };
    const first = dataOf(await call(APPLY, { input }, me.cookie), 'applyToPosting');
    expect(refusal(await call(WITHDRAW, { id: first.id }, other.cookie))).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
    expect(dataOf(await call(WITHDRAW, { id: first.id }, me.cookie), 'withdrawApplication')).toEqual({ id: first.id });
    expect(dataOf(await call(MINE, {}, me.cookie), 'myApplications').totalCount).toBe(0);

    const second = dataOf(await call(APPLY, { input }, me.cookie), 'applyToPosting');
    dataOf(await call(DECIDE, { id: second.id, decision: 'FAILED' }, co.cookie), 'decideApplication');
    expect(refusal(await call(WITHDRAW, { id: second.id }, me.cookie))).toEqual({
      status: 409,
      code: 'APPLICATION_ALREADY_DECIDED',
      message: '서류 결과가 나온 지원은 취소할 수 없습니다.',
    });
  });
});

describe('the company', () => {
  it('lists its applicants by page, opens one and decides it; the member is notified and sees the state', async () => {
    const co = await company(db());
    const posting = await openPosting(db(), co.channel);
    const me = await member(db());
    const applied = dataOf(await call(APPLY, { input: { postingId: String(posting.id), coverLetterId: me.letterId } }, me.cookie), 'applyToPosting');

    const list = dataOf(await call(APPLICANTS, { postingId: String(posting.id) }, co.cookie), 'postingApplicants');
    expect(list).toMatchObject({ totalCount: 1, page: 1, pageSize: 20, counts: { submitted: 1, passed: 0, failed: 0 } });
    expect(list.nodes[0]).toMatchObject({ id: applied.id, applicantName: '김지원', hasSpecSummary: true, status: 'SUBMITTED' });
    const managed = dataOf(await call(MANAGED, {}, co.cookie), 'managedPostings');
    expect(managed.nodes.find((n: { id: string }) => n.id === String(posting.id))).toEqual({
      id: String(posting.id),
      acceptsApplications: true,
      applicantCount: 1,
    });

    const decided = dataOf(await call(DECIDE, { id: applied.id, decision: 'PASSED' }, co.cookie), 'decideApplication');
    expect(decided.status).toBe('PASSED');
    expect(decided.decidedAt).toBeTruthy();
    const notes = await db().select().from(notifications).where(and(eq(notifications.userId, me.user.id), eq(notifications.kind, 'APPLICATION_RESULT')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: `「${posting.title}」 지원 결과가 나왔어요: 서류 합격`, link: '/accounts/applications', readAt: null });

    // The same decision again changes and sends nothing.
    dataOf(await call(DECIDE, { id: applied.id, decision: 'PASSED' }, co.cookie), 'decideApplication');
    expect(await db().select().from(notifications).where(and(eq(notifications.userId, me.user.id), eq(notifications.kind, 'APPLICATION_RESULT')))).toHaveLength(1);

    const mine = dataOf(await call(MINE, {}, me.cookie), 'myApplications');
    expect(mine.nodes[0]).toMatchObject({ id: applied.id, status: 'PASSED', canWithdraw: false });
  });

  it('sees only its own postings’ applicants: another company 404, an individual 403, a visitor 401', async () => {
    const owner = await company(db());
    const rival = await company(db());
    const posting = await openPosting(db(), owner.channel);
    const me = await member(db());
    const applied = dataOf(await call(APPLY, { input: { postingId: String(posting.id), coverLetterId: me.letterId } }, me.cookie), 'applyToPosting');

    expect(refusal(await call(APPLICANTS, { postingId: String(posting.id) }, rival.cookie))).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
    expect(refusal(await call(ONE, { id: applied.id }, rival.cookie))).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
    expect(refusal(await call(DECIDE, { id: applied.id, decision: 'PASSED' }, rival.cookie))).toMatchObject({ status: 404 });

    for (const [query, variables] of [
      [APPLICANTS, { postingId: String(posting.id) }],
      [ONE, { id: applied.id }],
      [DECIDE, { id: applied.id, decision: 'FAILED' }],
    ] as const) {
      expect(refusal(await call(query, variables, me.cookie))).toEqual({ status: 403, code: 'FORBIDDEN', message: CORPORATE_ONLY_MESSAGE });
      expect(refusal(await call(query, variables))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
    const stored = dataOf(await call(MINE, {}, me.cookie), 'myApplications');
    expect(stored.nodes[0].status).toBe('SUBMITTED');
  });

  it('refuses bad arguments in Korean', async () => {
    const co = await company(db());
    expect(refusal(await call(ONE, { id: 'abc' }, co.cookie))).toMatchObject({ status: 400, code: 'INVALID_APPLICATION_ID' });
    expect(refusal(await call(APPLICANTS, { postingId: '1', page: 0 }, co.cookie))).toMatchObject({ status: 400, code: 'INVALID_PAGE' });
  });
});
