/**
 * Posting management and review through /graphql (ADR 25): who may write (visitor 401, individual
 * 403, unapproved company 403, no active channel 403), the form's rules as Korean 400s under their fields (a draft
 * saved with what is filled in, the required ones on submission; 413 for an oversized body), another company's posting as 404, draft → submit → ADMIN approve → public list and channel page,
 * reject with a reason (either decision mailed and notified to the company), live edits and closing early audited,
 * duplicate, delete; drafts and submitted postings never public (list, search, detail, channel page).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kstDayKey } from '../../../config/kst';
import { POSTING_BODY_MAX_LENGTH, postingFormMessages as m } from '../../../config/posting-form';
import type { Db } from '../../../db/client';
import { attachments, auditEvents, channels, mailOutbox, notifications, postings, users } from '../../../db/schema';
import { createLoggedInOperator, createLoggedInUser, createPosting, createUser } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST, useTestApp } from '../../../test/test-app';
import { PNG_BYTES, uploadImage } from '../../../test/upload-kit';
import { CORPORATE_ONLY_MESSAGE } from '../../accounts/corporate-account-policy';
import { createSession } from '../../accounts/create-session';
import { UNAPPROVED_CHANNEL_MESSAGE } from '../../channels/channel-policy';
import { NO_ACTIVE_CHANNEL_MESSAGE, POSTING_REVIEWER_ONLY_MESSAGE } from '../../postings/posting-management-policy';

const t = useTestApp();
const db = () => t.database.db;

const FIELDS = 'id managementStatus reviewStatus rejectionReason title organiserName posterUrl bodyHtml receptionStartDay receptionEndDay views scrapCount commentCount canEdit canSubmit canDelete canClose';
const CREATE = `mutation ($input: ManagedPostingInput!) { createPostingDraft(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ManagedPostingInput!) { updateManagedPosting(id: $id, input: $input) { ${FIELDS} } }`;
const SUBMIT = `mutation ($id: ID!) { submitPostingForReview(id: $id) { ${FIELDS} } }`;
const APPROVE = `mutation ($id: ID!) { approvePosting(id: $id) { ${FIELDS} } }`;
const REJECT = `mutation ($id: ID!, $reason: String!) { rejectPosting(id: $id, reason: $reason) { ${FIELDS} } }`;
const CLOSE = `mutation ($id: ID!) { closePostingEarly(id: $id) { ${FIELDS} } }`;
const DUPLICATE = `mutation ($id: ID!) { duplicatePosting(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePostingDraft(id: $id) { id } }`;
const ONE = `query ($id: ID!) { managedPosting(id: $id) { ${FIELDS} } }`;
const LIST = `query ($status: String) { managedPostings(status: $status) { totalCount counts { all draft inReview open closed } nodes { ${FIELDS} } } }`;
const PREVIEW = `query ($id: ID, $input: ManagedPostingInput!) { managedPostingPreview(id: $id, input: $input) { posting { id title status organiserName posterUrl } bodyHtml channel { url title } } }`;
const QUEUE = `query { postingReviewQueue { totalCount nodes { id title } } }`;
const PUBLIC_LIST = `query { postings(pageSize: 50) { nodes { id } } }`;
const PUBLIC_SEARCH = `query ($q: String!) { searchPostings(query: $q) { nodes { id } } }`;
const PUBLIC_DETAIL = `query ($id: ID!) { posting(id: $id) { posting { id } } }`;
const CHANNEL_PAGE = `query ($url: String!) { channelPage(url: $url) { postings { nodes { id } } } }`;

const day = (offsetDays: number) => kstDayKey(Date.now() + offsetDays * 86_400_000);
let sequence = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  kind: 'CONTEST',
  title: `새솔 공모전 ${++sequence}호 ${Date.now().toString(36)}`,
  organiserType: 'STARTUP',
  fields: ['IDEA'],
  targets: ['UNIVERSITY'],
  region: 'ONLINE',
  benefits: ['PRIZE'],
  prizeMoney: '1000000',
  applyUrl: 'https://saesol.example.com/apply',
  receptionStartDay: day(0),
  receptionEndDay: day(14),
  bodyHtml: '<p>공모 안내</p><script>alert(1)</script>',
  ...overrides,
});

/** An approved company of brand A with an active channel and an open session (unless told). */
async function company(database: Db, options: { approved?: boolean; channel?: boolean } = {}) {
  const user = await createUser(database, { type: 'CORPORATE' });
  if (options.approved !== false) await database.update(users).set({ corporateApprovedAt: new Date() }).where(eq(users.id, user.id));
  const url = `saesol-${++sequence}-${Date.now().toString(36)}`;
  if (options.channel !== false) await database.insert(channels).values({ ownerId: user.id, url, title: '새솔테크' });
  const { token } = await createSession(database, user, { ttlDays: 1 });
  return { user, url, cookie: `accessToken=${token}` };
}

const call = async (query: string, variables: Record<string, unknown>, cookie: string | undefined, field: string) =>
  dataOf(await graphql(t, query, variables, { cookie }), field);

async function isPublic(id: string, title: string, channelUrl: string): Promise<boolean[]> {
  const list = await call(PUBLIC_LIST, {}, undefined, 'postings');
  const search = await call(PUBLIC_SEARCH, { q: title }, undefined, 'searchPostings');
  const detail = await call(PUBLIC_DETAIL, { id }, undefined, 'posting');
  const page = await call(CHANNEL_PAGE, { url: channelUrl }, undefined, 'channelPage');
  return [
    list.nodes.some((n: { id: string }) => n.id === id),
    search.nodes.some((n: { id: string }) => n.id === id),
    detail !== null,
    (page?.postings.nodes ?? []).some((n: { id: string }) => n.id === id),
  ];
}

describe('who may manage postings', () => {
  it('refuses a visitor (401), an individual member (403) on every corporate operation', async () => {
    const member = await createLoggedInUser(db());
    const calls: Array<[string, Record<string, unknown>]> = [
      [CREATE, { input: input() }],
      [UPDATE, { id: '1', input: input() }],
      [SUBMIT, { id: '1' }],
      [CLOSE, { id: '1' }],
      [DUPLICATE, { id: '1' }],
      [DELETE, { id: '1' }],
      [ONE, { id: '1' }],
      [LIST, {}],
      [PREVIEW, { input: input() }],
    ];
    for (const [query, variables] of calls) {
      expect(refusal(await graphql(t, query, variables))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      expect(refusal(await graphql(t, query, variables, { cookie: member.cookie }))).toEqual({ status: 403, code: 'FORBIDDEN', message: CORPORATE_ONLY_MESSAGE });
    }
  });

  it('refuses an unapproved company (403) and a company without an active channel (403)', async () => {
    const pending = await company(db(), { approved: false });
    expect(refusal(await graphql(t, CREATE, { input: input() }, { cookie: pending.cookie }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: UNAPPROVED_CHANNEL_MESSAGE,
    });
    const channelless = await company(db(), { channel: false });
    expect(refusal(await graphql(t, CREATE, { input: input() }, { cookie: channelless.cookie }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: NO_ACTIVE_CHANNEL_MESSAGE,
    });
    const paused = await company(db());
    await db().update(channels).set({ deactivatedAt: new Date() }).where(eq(channels.url, paused.url));
    expect(refusal(await graphql(t, CREATE, { input: input() }, { cookie: paused.cookie }))).toMatchObject({ status: 403, message: NO_ACTIVE_CHANNEL_MESSAGE });
  });

  it("answers 404 for another company's posting, read or changed", async () => {
    const a = await company(db());
    const b = await company(db());
    const draft = await call(CREATE, { input: input() }, a.cookie, 'createPostingDraft');
    const notFound = { status: 404, code: 'POSTING_NOT_FOUND' };
    expect(refusal(await graphql(t, ONE, { id: draft.id }, { cookie: b.cookie }))).toMatchObject(notFound);
    expect(refusal(await graphql(t, UPDATE, { id: draft.id, input: input() }, { cookie: b.cookie }))).toMatchObject(notFound);
    for (const query of [SUBMIT, DUPLICATE, DELETE, CLOSE]) {
      expect(refusal(await graphql(t, query, { id: draft.id }, { cookie: b.cookie }))).toMatchObject(notFound);
    }
    expect(refusal(await graphql(t, PREVIEW, { id: draft.id, input: input() }, { cookie: b.cookie }))).toMatchObject(notFound);
    expect((await call(LIST, {}, b.cookie, 'managedPostings')).totalCount).toBe(0);
    expect((await call(ONE, { id: draft.id }, a.cookie, 'managedPosting')).title).toBe(draft.title);
  });

  it('lets only an ADMIN approve, reject or read the queue', async () => {
    const member = await createLoggedInUser(db());
    const editor = await createLoggedInOperator(db(), { role: 'CONTENT_EDITOR' });
    const a = await company(db());
    for (const cookie of [member.cookie, editor.cookie, a.cookie]) {
      expect(refusal(await graphql(t, APPROVE, { id: '1' }, { cookie }))).toEqual({ status: 403, code: 'FORBIDDEN', message: POSTING_REVIEWER_ONLY_MESSAGE });
      expect(refusal(await graphql(t, REJECT, { id: '1', reason: '사유' }, { cookie }))).toMatchObject({ status: 403 });
      expect(refusal(await graphql(t, QUEUE, {}, { cookie }))).toMatchObject({ status: 403 });
    }
    expect(refusal(await graphql(t, APPROVE, { id: '1' }))).toMatchObject({ status: 401 });
  });

  it("refuses an ADMIN whose account is of the other brand on this brand's host, over GraphQL as over REST", async () => {
    // Sessions are per brand, so such a caller needs a session of this brand on an account of the other: the policy
    // refuses it whatever the transport, rather than letting it review its own brand's postings from here.
    const adminB = await createLoggedInOperator(db(), { role: 'ADMIN', brand: 'b' });
    const { token } = await createSession(db(), { id: adminB.user.id, brand: 'a' }, { ttlDays: 1 });
    const cookie = `accessToken=${token}`;
    const created = await createPosting(db(), { brand: 'b' });
    await db().update(postings).set({ reviewStatus: 'IN_REVIEW', publishedAt: null, submittedAt: new Date() }).where(eq(postings.id, created.id));
    const id = String(created.id);

    const overRest = await t.app.inject({
      method: 'POST',
      url: `/apiV2/admin/posting-reviews/${id}/approve`,
      headers: { host: 'admin.localhost:3000', cookie },
    });
    expect(overRest.statusCode).toBe(403);
    expect(overRest.json()).toMatchObject({ code: 'FORBIDDEN', message: POSTING_REVIEWER_ONLY_MESSAGE });
    expect(refusal(await graphql(t, APPROVE, { id }, { cookie }))).toEqual({ status: 403, code: 'FORBIDDEN', message: POSTING_REVIEWER_ONLY_MESSAGE });
    expect(refusal(await graphql(t, REJECT, { id, reason: '사유' }, { cookie }))).toMatchObject({ status: 403 });
    expect(refusal(await graphql(t, QUEUE, {}, { cookie }))).toMatchObject({ status: 403 });

    const [after] = await db().select().from(postings).where(eq(postings.id, created.id));
    expect(after).toMatchObject({ reviewStatus: 'IN_REVIEW', publishedAt: null });
    // On their own brand's host the same ADMIN approves it.
    const approved = dataOf(await graphql(t, APPROVE, { id }, { cookie: adminB.cookie, host: BRAND_B_HOST }), 'approvePosting');
    expect(approved).toMatchObject({ id, reviewStatus: 'PUBLISHED' });
  });
});

describe('the form rules on the server', () => {
  const bare = {
    kind: 'CONTEST',
    title: '제목만 적은 공모전',
    organiserType: '',
    fields: [],
    targets: [],
    region: '',
    benefits: [],
    receptionStartDay: '',
    receptionEndDay: '',
    bodyHtml: '',
  };

  it('saves a draft with only its kind and title, and keeps what was filled in', async () => {
    const a = await company(db());
    const draft = await call(CREATE, { input: bare }, a.cookie, 'createPostingDraft');
    expect(draft).toMatchObject({ managementStatus: 'DRAFT', title: '제목만 적은 공모전', receptionStartDay: null, receptionEndDay: null, canSubmit: true });
    const read = await call(`query ($id: ID!) { managedPosting(id: $id) { organiserType region fields receptionStartAt } }`, { id: draft.id }, a.cookie, 'managedPosting');
    expect(read).toEqual({ organiserType: null, region: null, fields: [], receptionStartAt: null });
    // A later sitting adds a little more and is still a draft.
    const more = await call(UPDATE, { id: draft.id, input: { ...bare, region: 'SEOUL', receptionEndDay: day(10) } }, a.cookie, 'updateManagedPosting');
    expect(more).toMatchObject({ managementStatus: 'DRAFT', receptionStartDay: null, receptionEndDay: day(10) });
    expect(await isPublic(draft.id, draft.title, a.url)).toEqual([false, false, false, false]);
  });

  it('refuses in a draft only what is filled in wrong, in Korean under its field', async () => {
    const a = await company(db());
    const refused = async (overrides: Record<string, unknown>) =>
      refusal(await graphql(t, CREATE, { input: { ...bare, ...overrides } }, { cookie: a.cookie }));
    expect(await refused({ receptionStartDay: day(5), receptionEndDay: day(4) })).toEqual({
      status: 400,
      code: 'INVALID_POSTING_RECEPTION_END_DAY',
      message: m.endBeforeStart,
    });
    expect(await refused({ title: '  ' })).toEqual({ status: 400, code: 'INVALID_POSTING_TITLE', message: m.titleRequired });
    expect(await refused({ title: '가'.repeat(101) })).toEqual({ status: 400, code: 'INVALID_POSTING_TITLE', message: m.titleTooLong });
    expect(await refused({ region: 'MARS' })).toEqual({ status: 400, code: 'INVALID_POSTING_REGION', message: m.regionRequired });
    expect(await refused({ receptionStartDay: '2026-02-30' })).toEqual({ status: 400, code: 'INVALID_POSTING_RECEPTION_START_DAY', message: m.startRequired });
    expect(await refused({ applyUrl: 'javascript:alert(1)' })).toEqual({ status: 400, code: 'INVALID_POSTING_APPLY_URL', message: m.applyUrlInvalid });
    expect(await refused({ prizeMoney: '백만원' })).toEqual({ status: 400, code: 'INVALID_POSTING_PRIZE_MONEY', message: m.prizeInvalid });
    expect((await call(LIST, {}, a.cookie, 'managedPostings')).totalCount).toBe(0);
  });

  it('refuses on submission what a draft may lack: required fields and days already past', async () => {
    const a = await company(db());
    const submitted = async (overrides: Record<string, unknown>) => {
      const draft = await call(CREATE, { input: input(overrides) }, a.cookie, 'createPostingDraft');
      return refusal(await graphql(t, SUBMIT, { id: draft.id }, { cookie: a.cookie }));
    };
    expect(await submitted({ ...bare, title: '빈 초안' })).toEqual({ status: 400, code: 'INVALID_POSTING_ORGANISER_TYPE', message: m.organiserTypeRequired });
    expect(await submitted({ fields: [] })).toEqual({ status: 400, code: 'INVALID_POSTING_FIELDS', message: m.fieldsRequired });
    expect(await submitted({ applyUrl: '' })).toEqual({ status: 400, code: 'INVALID_POSTING_APPLY_URL', message: m.applyRequired });
    expect(await submitted({ kind: 'RECRUIT' })).toEqual({ status: 400, code: 'INVALID_POSTING_EMPLOYMENT_TYPE', message: m.employmentTypeRequired });
    expect(await submitted({ receptionEndDay: '' })).toEqual({ status: 400, code: 'INVALID_POSTING_RECEPTION_END_DAY', message: m.endRequired });
    expect(await submitted({ receptionStartDay: day(-3), receptionEndDay: day(-1) })).toMatchObject({
      status: 400,
      code: 'INVALID_POSTING_RECEPTION_START_DAY',
      message: m.startInPast,
    });
    // The preview is a whole posting page: it asks for what the steps ask for.
    expect(refusal(await graphql(t, PREVIEW, { input: bare }, { cookie: a.cookie }))).toMatchObject({ status: 400, code: 'INVALID_POSTING_ORGANISER_TYPE' });
  });

  it('refuses an oversized body with 413 and a submission without a body with 400', async () => {
    const a = await company(db());
    const huge = `<p>${'가'.repeat(POSTING_BODY_MAX_LENGTH)}</p>`;
    expect(refusal(await graphql(t, CREATE, { input: input({ bodyHtml: huge }) }, { cookie: a.cookie }))).toEqual({
      status: 413,
      code: 'POSTING_BODY_TOO_LARGE',
      message: m.bodyTooLong,
    });
    const draft = await call(CREATE, { input: input({ bodyHtml: '<p></p>' }) }, a.cookie, 'createPostingDraft');
    expect(draft.managementStatus).toBe('DRAFT');
    expect(refusal(await graphql(t, SUBMIT, { id: draft.id }, { cookie: a.cookie }))).toEqual({ status: 400, code: 'INVALID_POSTING_BODY', message: m.bodyRequired });
  });
});

describe('draft → review → published', () => {
  it('keeps drafts and submitted postings private, publishes on approval (audited) into the list and the channel page', async () => {
    const a = await company(db());
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const draft = await call(CREATE, { input: input() }, a.cookie, 'createPostingDraft');
    expect(draft).toMatchObject({ managementStatus: 'DRAFT', organiserName: '새솔테크', canSubmit: true, canDelete: true, canClose: false });
    expect(draft.bodyHtml).toBe('<p>공모 안내</p>');
    expect(await isPublic(draft.id, draft.title, a.url)).toEqual([false, false, false, false]);

    const submitted = await call(SUBMIT, { id: draft.id }, a.cookie, 'submitPostingForReview');
    expect(submitted).toMatchObject({ managementStatus: 'IN_REVIEW', canEdit: false });
    expect(await isPublic(draft.id, draft.title, a.url)).toEqual([false, false, false, false]);
    expect(refusal(await graphql(t, UPDATE, { id: draft.id, input: input() }, { cookie: a.cookie }))).toMatchObject({ status: 409, code: 'POSTING_NOT_EDITABLE' });
    expect((await call(LIST, { status: 'IN_REVIEW' }, a.cookie, 'managedPostings')).nodes.map((n: { id: string }) => n.id)).toEqual([draft.id]);
    expect((await call(QUEUE, {}, admin.cookie, 'postingReviewQueue')).nodes.map((n: { id: string }) => n.id)).toContain(draft.id);

    const approved = await call(APPROVE, { id: draft.id }, admin.cookie, 'approvePosting');
    expect(approved).toMatchObject({ managementStatus: 'OPEN', reviewStatus: 'PUBLISHED', canClose: true, canDelete: false });
    expect(await isPublic(draft.id, draft.title, a.url)).toEqual([true, true, true, true]);
    expect(refusal(await graphql(t, APPROVE, { id: draft.id }, { cookie: admin.cookie }))).toMatchObject({ status: 409, code: 'POSTING_NOT_IN_REVIEW' });
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.resourceType, 'posting'), eq(auditEvents.resourceId, draft.id)));
    expect(audit.map((e) => [e.action, e.actorId])).toEqual([['posting.approve', admin.user.id]]);
    // The company hears it: one mail and one notification to the channel's owner (ADR 30).
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, a.user.email));
    expect(mails.map((m) => m.subject)).toEqual([`[커리어로드] 「${draft.title}」 공고가 승인되어 게시되었어요`]);
    const notices = await db().select().from(notifications).where(eq(notifications.userId, a.user.id));
    expect(notices.map((n) => n.title)).toEqual([`「${draft.title}」 공고가 승인되었어요.`]);

    const counts = (await call(LIST, {}, a.cookie, 'managedPostings')).counts;
    expect(counts).toEqual({ all: 1, draft: 0, inReview: 0, open: 1, closed: 0 });
  });

  it('rejects with a reason the company reads, and takes the posting back into the form', async () => {
    const a = await company(db());
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const draft = await call(CREATE, { input: input() }, a.cookie, 'createPostingDraft');
    await call(SUBMIT, { id: draft.id }, a.cookie, 'submitPostingForReview');
    expect(refusal(await graphql(t, REJECT, { id: draft.id, reason: '   ' }, { cookie: admin.cookie }))).toMatchObject({ status: 400, code: 'INVALID_REJECTION_REASON' });
    await call(REJECT, { id: draft.id, reason: '포스터 이미지를 확인해주세요.' }, admin.cookie, 'rejectPosting');
    const [listed] = (await call(LIST, { status: 'ALL' }, a.cookie, 'managedPostings')).nodes;
    expect(listed).toMatchObject({ id: draft.id, managementStatus: 'REJECTED', rejectionReason: '포스터 이미지를 확인해주세요.', canEdit: true, canSubmit: true });
    expect(await isPublic(draft.id, draft.title, a.url)).toEqual([false, false, false, false]);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.resourceType, 'posting'), eq(auditEvents.resourceId, draft.id)));
    expect(audit.map((e) => e.action)).toEqual(['posting.reject']);
    const [mail, ...moreMail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, a.user.email));
    expect(moreMail).toEqual([]);
    expect(mail!.subject).toBe(`[커리어로드] 「${draft.title}」 공고가 반려되었어요`);
    expect(mail!.body).toContain('포스터 이미지를 확인해주세요.');
    const notices = await db().select().from(notifications).where(eq(notifications.userId, a.user.id));
    expect(notices.map((n) => n.title)).toEqual([`「${draft.title}」 공고가 반려되었어요. 사유를 확인해주세요.`]);

    const edited = await call(UPDATE, { id: draft.id, input: input({ title: '고친 공모전' }) }, a.cookie, 'updateManagedPosting');
    expect(edited).toMatchObject({ managementStatus: 'DRAFT', title: '고친 공모전' });
    expect((await call(SUBMIT, { id: draft.id }, a.cookie, 'submitPostingForReview')).managementStatus).toBe('IN_REVIEW');
  });
});

describe('managing a live posting', () => {
  async function livePosting() {
    const a = await company(db());
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const draft = await call(CREATE, { input: input() }, a.cookie, 'createPostingDraft');
    await call(SUBMIT, { id: draft.id }, a.cookie, 'submitPostingForReview');
    await call(APPROVE, { id: draft.id }, admin.cookie, 'approvePosting');
    return { a, id: draft.id as string };
  }

  it('puts an edit live at once and audits it', async () => {
    const { a, id } = await livePosting();
    const edited = await call(UPDATE, { id, input: input({ title: '바로 바뀌는 제목' }) }, a.cookie, 'updateManagedPosting');
    expect(edited).toMatchObject({ managementStatus: 'OPEN', title: '바로 바뀌는 제목' });
    expect((await call(PUBLIC_DETAIL, { id }, undefined, 'posting')).posting.id).toBe(id);
    const titles = await call(`query ($id: ID!) { posting(id: $id) { posting { title } } }`, { id }, undefined, 'posting');
    expect(titles.posting.title).toBe('바로 바뀌는 제목');
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'posting.update'), eq(auditEvents.resourceId, id)));
    expect(event).toMatchObject({ actorId: a.user.id, before: expect.objectContaining({ title: expect.stringContaining('새솔 공모전') }), after: expect.objectContaining({ title: '바로 바뀌는 제목' }) });
    // A live posting must stay complete.
    expect(refusal(await graphql(t, UPDATE, { id, input: input({ bodyHtml: '' }) }, { cookie: a.cookie }))).toMatchObject({ status: 400, code: 'INVALID_POSTING_BODY' });
  });

  it('closes early (audited, 마감 everywhere), then refuses a second close', async () => {
    const { a, id } = await livePosting();
    const closed = await call(CLOSE, { id }, a.cookie, 'closePostingEarly');
    expect(closed).toMatchObject({ managementStatus: 'CLOSED', canClose: false });
    const status = await call(`query ($id: ID!) { posting(id: $id) { posting { status } } }`, { id }, undefined, 'posting');
    expect(status.posting.status).toBe('CLOSED');
    expect((await call(LIST, { status: 'CLOSED' }, a.cookie, 'managedPostings')).nodes.map((n: { id: string }) => n.id)).toEqual([id]);
    expect(refusal(await graphql(t, CLOSE, { id }, { cookie: a.cookie }))).toMatchObject({ status: 409, code: 'POSTING_NOT_CLOSABLE' });
    const events = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'posting.close'), eq(auditEvents.resourceId, id)));
    expect(events).toHaveLength(1);
  });

  it('duplicates as a new private draft, and deletes drafts only', async () => {
    const { a, id } = await livePosting();
    const copy = await call(DUPLICATE, { id }, a.cookie, 'duplicatePosting');
    expect(copy).toMatchObject({ managementStatus: 'DRAFT', views: 0, scrapCount: 0, commentCount: 0 });
    expect(copy.id).not.toBe(id);
    expect((await isPublic(copy.id, copy.title, a.url)).slice(2)).toEqual([false, false]);
    expect(refusal(await graphql(t, DELETE, { id }, { cookie: a.cookie }))).toMatchObject({ status: 409, code: 'POSTING_NOT_DELETABLE' });
    expect(await call(DELETE, { id: copy.id }, a.cookie, 'deletePostingDraft')).toEqual({ id: copy.id });
    expect(refusal(await graphql(t, ONE, { id: copy.id }, { cookie: a.cookie }))).toMatchObject({ status: 404 });
  });
});

describe('poster and preview', () => {
  it("attaches the company's own poster, refuses another's, and previews without saving", async () => {
    const a = await company(db());
    const stranger = await createLoggedInUser(db());
    const png = { name: 'poster.png', type: 'image/png', bytes: PNG_BYTES };
    const poster = await uploadImage(t, png, a.cookie);
    const foreign = await uploadImage(t, png, stranger.cookie);
    expect(refusal(await graphql(t, CREATE, { input: input({ posterAttachmentId: foreign.attachment.id }) }, { cookie: a.cookie }))).toMatchObject({
      status: 400,
      code: 'POSTING_UNKNOWN_UPLOAD',
    });

    const preview = await call(PREVIEW, { input: input({ title: '미리보기 공고', posterAttachmentId: poster.attachment.id }) }, a.cookie, 'managedPostingPreview');
    expect(preview).toMatchObject({ posting: { title: '미리보기 공고', status: 'OPEN', organiserName: '새솔테크' }, bodyHtml: '<p>공모 안내</p>', channel: { url: a.url } });
    expect(preview.posting.posterUrl).toMatch(/^\/uploads\//);
    const [previewed] = await db().select().from(attachments).where(eq(attachments.id, poster.attachment.id));
    expect(previewed!.status).toBe('UPLOADED');
    expect((await call(LIST, {}, a.cookie, 'managedPostings')).totalCount).toBe(0);

    const draft = await call(CREATE, { input: input({ posterAttachmentId: poster.attachment.id }) }, a.cookie, 'createPostingDraft');
    expect(draft.posterUrl).toBe(preview.posting.posterUrl);
    const [attached] = await db().select().from(attachments).where(eq(attachments.id, poster.attachment.id));
    expect(attached!.status).toBe('ATTACHED');
  });
});
