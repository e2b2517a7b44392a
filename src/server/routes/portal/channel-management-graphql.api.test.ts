/**
 * Channel management through /graphql (ADR 23): who may manage a channel (visitor 401, individual
 * member 403, unapproved company 403 in Korean, another company's channel 403), create and edit with the shared field
 * rules (reused url → Korean 409, reserved or malformed url and a `javascript:` homepage → Korean 400), logo and cover
 * from the company's own completed uploads attached in the channel's transaction, deactivation hiding the public page
 * and reactivation bringing it back (audited), and /channel/written-comment's list: paged, only the channel's own words.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelMessages } from '../../../config/channel-profile';
import type { Db } from '../../../db/client';
import { attachments, auditEvents, channels, users } from '../../../db/schema';
import { createChannel, createLoggedInUser, createPosting, createUser } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { useTestApp } from '../../../test/test-app';
import { PNG_BYTES, uploadImage } from '../../../test/upload-kit';
import { createSession } from '../../accounts/create-session';
import { CORPORATE_ONLY_MESSAGE } from '../../accounts/corporate-account-policy';
import { NOT_CHANNEL_OWNER_MESSAGE, UNAPPROVED_CHANNEL_MESSAGE } from '../../channels/channel-policy';

const t = useTestApp();
const db = () => t.database.db;

const FIELDS = 'id url title introduction homepage industry companySize logoUrl coverUrl deactivated deactivatedAt';
const MY_CHANNEL = `query { myChannel { ${FIELDS} } }`;
const CREATE = `mutation ($input: ChannelInput!) { createChannel(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ChannelInput!) { updateChannel(id: $id, input: $input) { ${FIELDS} } }`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateChannel(id: $id) { id deactivated deactivatedAt } }`;
const REACTIVATE = `mutation ($id: ID!) { reactivateChannel(id: $id) { id deactivated deactivatedAt } }`;
const PUBLIC_PAGE = `query ($url: String!) { channelPage(url: $url) { id title introduction } }`;
const WRITTEN = /* GraphQL */ `
  query ($page: Int, $pageSize: Int) {
    channelWrittenComments(page: $page, pageSize: $pageSize) {
      totalCount page pageSize channelUrl channelTitle
      nodes { comment { id body authorName authorIsChannelManager viewerCanEdit viewerCanDelete } posting { id title } inReplyTo { authorName body } }
    }
  }
`;
const COMMENT = `mutation ($input: CreatePortalCommentInput!) { createPortalComment(input: $input) { comment { id } } }`;

let sequence = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  url: `saesol-${++sequence}-${Date.now().toString(36)}`,
  title: '새솔테크',
  introduction: '새솔테크 채용 채널입니다.',
  homepage: 'https://saesol.example.com',
  industry: 'IT',
  companySize: 'STARTUP',
  ...overrides,
});

/** A corporate member of brand A with an open session, approved unless told. */
async function company(database: Db, approved = true) {
  const user = await createUser(database, { type: 'CORPORATE' });
  if (approved) await database.update(users).set({ corporateApprovedAt: new Date() }).where(eq(users.id, user.id));
  const { token } = await createSession(database, user, { ttlDays: 1 });
  return { user, cookie: `accessToken=${token}` };
}

async function created(cookie: string, overrides: Record<string, unknown> = {}) {
  return dataOf(await graphql(t, CREATE, { input: input(overrides) }, { cookie }), 'createChannel');
}

describe('who may manage a channel', () => {
  it('refuses a visitor (401), an individual member (403) and an unapproved or rejected company (403, Korean)', async () => {
    const member = await createLoggedInUser(db());
    const pending = await company(db(), false);
    const rejected = await company(db(), false);
    await db().update(users).set({ corporateRejectedAt: new Date() }).where(eq(users.id, rejected.user.id));

    expect(refusal(await graphql(t, CREATE, { input: input() }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(refusal(await graphql(t, MY_CHANNEL, {}))).toMatchObject({ status: 401 });
    expect(refusal(await graphql(t, CREATE, { input: input() }, { cookie: member.cookie }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: CORPORATE_ONLY_MESSAGE,
    });
    for (const { cookie } of [pending, rejected]) {
      expect(refusal(await graphql(t, CREATE, { input: input() }, { cookie }))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: UNAPPROVED_CHANNEL_MESSAGE,
      });
      expect(refusal(await graphql(t, MY_CHANNEL, {}, { cookie }))).toMatchObject({ status: 403, message: UNAPPROVED_CHANNEL_MESSAGE });
      expect(refusal(await graphql(t, WRITTEN, {}, { cookie }))).toMatchObject({ status: 403 });
    }
  });

  it('lets another company neither edit, deactivate nor reactivate this channel', async () => {
    const owner = await company(db());
    const other = await company(db());
    const channel = await created(owner.cookie, { title: '원래 이름' });
    const denied = { status: 403, code: 'FORBIDDEN', message: NOT_CHANNEL_OWNER_MESSAGE };
    expect(refusal(await graphql(t, UPDATE, { id: channel.id, input: input({ title: '가로채기' }) }, { cookie: other.cookie }))).toEqual(denied);
    expect(refusal(await graphql(t, DEACTIVATE, { id: channel.id }, { cookie: other.cookie }))).toEqual(denied);
    expect(refusal(await graphql(t, REACTIVATE, { id: channel.id }, { cookie: other.cookie }))).toEqual(denied);
    expect(refusal(await graphql(t, UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: input() }, { cookie: other.cookie }))).toMatchObject({
      status: 404,
      code: 'CHANNEL_NOT_FOUND',
    });
    expect(dataOf(await graphql(t, MY_CHANNEL, {}, { cookie: owner.cookie }), 'myChannel')).toMatchObject({ title: '원래 이름', deactivated: false });
  });
});

describe('create and edit', () => {
  it('creates the one channel, shows it on the portal, edits it, and keeps addresses unique', async () => {
    const me = await company(db());
    expect(dataOf(await graphql(t, MY_CHANNEL, {}, { cookie: me.cookie }), 'myChannel')).toBeNull();
    const fields = input({ introduction: '  첫 줄\r\n둘째 줄  ', homepage: ' http://saesol.example.com/about ' });
    const channel = dataOf(await graphql(t, CREATE, { input: fields }, { cookie: me.cookie }), 'createChannel');
    expect(channel).toMatchObject({
      url: fields.url,
      title: '새솔테크',
      introduction: '첫 줄\n둘째 줄',
      homepage: 'http://saesol.example.com/about',
      industry: 'IT',
      companySize: 'STARTUP',
      logoUrl: null,
      coverUrl: null,
      deactivated: false,
    });
    expect(dataOf(await graphql(t, PUBLIC_PAGE, { url: fields.url }), 'channelPage')).toMatchObject({ id: channel.id, title: '새솔테크' });

    // A second channel for the same company: 409 in Korean.
    expect(refusal(await graphql(t, CREATE, { input: input() }, { cookie: me.cookie }))).toMatchObject({ status: 409, code: 'CHANNEL_ALREADY_EXISTS' });

    // Another company reusing the address, on create and on edit: 409 with the form's sentence.
    const other = await company(db());
    const taken = { status: 409, code: 'CHANNEL_URL_TAKEN', message: channelMessages.urlTaken };
    expect(refusal(await graphql(t, CREATE, { input: input({ url: fields.url }) }, { cookie: other.cookie }))).toEqual(taken);
    const seeded = await createChannel(db(), { url: `seeded-${Date.now().toString(36)}` });
    expect(refusal(await graphql(t, UPDATE, { id: channel.id, input: input({ url: seeded.url }) }, { cookie: me.cookie }))).toEqual(taken);

    // Editing: new words and a new address; the old address stops answering.
    const edited = dataOf(
      await graphql(t, UPDATE, { id: channel.id, input: { ...fields, url: `${fields.url}-new`, introduction: '새 소개', homepage: '' } }, { cookie: me.cookie }),
      'updateChannel',
    );
    expect(edited).toMatchObject({ url: `${fields.url}-new`, introduction: '새 소개', homepage: null });
    expect(dataOf(await graphql(t, PUBLIC_PAGE, { url: fields.url }), 'channelPage')).toBeNull();
    expect(dataOf(await graphql(t, PUBLIC_PAGE, { url: `${fields.url}-new` }), 'channelPage')).toMatchObject({ introduction: '새 소개' });
    // Keeping one's own address is no conflict.
    expect(dataOf(await graphql(t, UPDATE, { id: channel.id, input: { ...fields, url: `${fields.url}-new` } }, { cookie: me.cookie }), 'updateChannel')).toMatchObject({
      introduction: '첫 줄\n둘째 줄',
    });
  });

  it('refuses reserved and malformed addresses, a javascript: homepage and unknown options with Korean 400s', async () => {
    const me = await company(db());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ url: 'admin' }, 'INVALID_CHANNEL_URL', channelMessages.urlReserved],
      [{ url: 'graphql' }, 'INVALID_CHANNEL_URL', channelMessages.urlReserved],
      [{ url: 'settings' }, 'INVALID_CHANNEL_URL', channelMessages.urlReserved],
      [{ url: 'Saesol_Tech' }, 'INVALID_CHANNEL_URL', channelMessages.urlPattern],
      [{ url: '-saesol' }, 'INVALID_CHANNEL_URL', channelMessages.urlPattern],
      [{ url: 'ab' }, 'INVALID_CHANNEL_URL', channelMessages.urlLength],
      [{ homepage: 'javascript:alert(1)' }, 'INVALID_CHANNEL_HOMEPAGE', channelMessages.homepageInvalid],
      [{ homepage: 'data:text/html,<script>x</script>' }, 'INVALID_CHANNEL_HOMEPAGE', channelMessages.homepageInvalid],
      [{ title: '   ' }, 'INVALID_CHANNEL_TITLE', channelMessages.titleRequired],
      [{ introduction: '가'.repeat(1001) }, 'INVALID_CHANNEL_INTRODUCTION', channelMessages.introductionTooLong],
      [{ industry: 'SPACE' }, 'INVALID_CHANNEL_INDUSTRY', channelMessages.industryRequired],
      [{ companySize: '' }, 'INVALID_CHANNEL_COMPANY_SIZE', channelMessages.companySizeRequired],
    ];
    for (const [overrides, code, message] of cases) {
      expect(refusal(await graphql(t, CREATE, { input: input(overrides) }, { cookie: me.cookie })), JSON.stringify(overrides)).toEqual({
        status: 400,
        code,
        message,
      });
    }
    expect(dataOf(await graphql(t, MY_CHANNEL, {}, { cookie: me.cookie }), 'myChannel')).toBeNull();
  });

  it('attaches the company’s own uploaded logo and cover in the channel’s transaction and refuses someone else’s', async () => {
    const me = await company(db());
    const stranger = await createLoggedInUser(db());
    const png = { name: 'logo.png', type: 'image/png', bytes: PNG_BYTES };
    const logo = await uploadImage(t, png, me.cookie);
    const cover = await uploadImage(t, { ...png, name: 'cover.png' }, me.cookie);
    const foreign = await uploadImage(t, png, stranger.cookie);
    const statusOf = async (id: string) => (await db().select().from(attachments).where(eq(attachments.id, id)))[0]!.status;

    const unknown = { status: 400, code: 'CHANNEL_UNKNOWN_UPLOAD' };
    expect(refusal(await graphql(t, CREATE, { input: input({ logoAttachmentId: foreign.attachment.id }) }, { cookie: me.cookie }))).toMatchObject(unknown);
    // A refused write attached nothing, not even the company's own cover sent with it.
    expect(
      refusal(await graphql(t, CREATE, { input: input({ coverAttachmentId: cover.attachment.id, logoAttachmentId: foreign.attachment.id }) }, { cookie: me.cookie })),
    ).toMatchObject(unknown);
    expect(await statusOf(cover.attachment.id)).toBe('UPLOADED');

    const channel = await created(me.cookie, { logoAttachmentId: logo.attachment.id, coverAttachmentId: cover.attachment.id });
    expect(channel).toMatchObject({ logoUrl: logo.attachment.url, coverUrl: cover.attachment.url });
    expect([await statusOf(logo.attachment.id), await statusOf(cover.attachment.id)]).toEqual(['ATTACHED', 'ATTACHED']);
    expect(refusal(await graphql(t, UPDATE, { id: channel.id, input: input({ coverAttachmentId: foreign.attachment.id }) }, { cookie: me.cookie }))).toMatchObject(unknown);

    // Taking the cover off keeps the logo; the file stays ATTACHED (other pages may show its URL).
    const edited = dataOf(await graphql(t, UPDATE, { id: channel.id, input: input({ url: channel.url, removeCover: true }) }, { cookie: me.cookie }), 'updateChannel');
    expect(edited).toMatchObject({ logoUrl: logo.attachment.url, coverUrl: null });
    expect(await statusOf(cover.attachment.id)).toBe('ATTACHED');
  });
});

describe('deactivate and reactivate', () => {
  it('hides the public page while deactivated, shows it again after, idempotent, audited once each way', async () => {
    const me = await company(db());
    const channel = await created(me.cookie);
    const off = dataOf(await graphql(t, DEACTIVATE, { id: channel.id }, { cookie: me.cookie }), 'deactivateChannel');
    expect(off.deactivated).toBe(true);
    expect(typeof off.deactivatedAt).toBe('string');
    expect(dataOf(await graphql(t, PUBLIC_PAGE, { url: channel.url }), 'channelPage')).toBeNull();
    // The company still sees and may edit its paused channel.
    expect(dataOf(await graphql(t, MY_CHANNEL, {}, { cookie: me.cookie }), 'myChannel')).toMatchObject({ id: channel.id, deactivated: true });
    expect(dataOf(await graphql(t, DEACTIVATE, { id: channel.id }, { cookie: me.cookie }), 'deactivateChannel')).toMatchObject({ deactivatedAt: off.deactivatedAt });

    const on = dataOf(await graphql(t, REACTIVATE, { id: channel.id }, { cookie: me.cookie }), 'reactivateChannel');
    expect(on).toMatchObject({ deactivated: false, deactivatedAt: null });
    expect(dataOf(await graphql(t, PUBLIC_PAGE, { url: channel.url }), 'channelPage')).toMatchObject({ id: channel.id });

    const audit = await db()
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceType, 'channel'), eq(auditEvents.resourceId, channel.id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['channel.deactivate', 'channel.reactivate']);
    expect(audit.every((row) => row.actorId === me.user.id)).toBe(true);
  });
});

describe('/channel/written-comment', () => {
  it('pages the comments the channel wrote on its own threads, newest first, and nothing else', async () => {
    const me = await company(db());
    const member = await createLoggedInUser(db(), { nickname: '질문러' });
    const channel = await created(me.cookie, { title: '새솔테크' });
    const [row] = await db().select().from(channels).where(eq(channels.id, channel.id));
    const posting = await createPosting(db(), { channel: row!, title: '새솔 인턴' });
    const elsewhere = await createPosting(db(), { title: '다른 회사 공고' });
    const comment = async (cookie: string, target: Record<string, unknown>, body: string) =>
      dataOf(await graphql(t, COMMENT, { input: { ...target, body } }, { cookie }), 'createPortalComment').comment.id as string;

    const question = await comment(member.cookie, { postingId: String(posting.id) }, '서류 마감이 언제인가요?');
    await comment(me.cookie, { postingId: String(posting.id), parentId: question }, '10일까지입니다.');
    await comment(me.cookie, { channelId: channel.id }, '채널 공지: 설명회 안내');
    await comment(me.cookie, { postingId: String(posting.id) }, '공고 안내 댓글');
    // Not the channel's voice: the same account on another company's posting, and someone else on this channel.
    await comment(me.cookie, { postingId: String(elsewhere.id) }, '다른 곳에 단 댓글');
    await comment(member.cookie, { channelId: channel.id }, '멤버의 채널 댓글');

    const first = dataOf(await graphql(t, WRITTEN, { pageSize: 2 }, { cookie: me.cookie }), 'channelWrittenComments');
    expect(first).toMatchObject({ totalCount: 3, page: 1, pageSize: 2, channelUrl: channel.url, channelTitle: '새솔테크' });
    expect(first.nodes.map((n: { comment: { body: string } }) => n.comment.body)).toEqual(['공고 안내 댓글', '채널 공지: 설명회 안내']);
    expect(first.nodes[0]).toMatchObject({
      comment: { authorName: '새솔테크', authorIsChannelManager: true, viewerCanEdit: true, viewerCanDelete: true },
      posting: { id: String(posting.id), title: '새솔 인턴' },
      inReplyTo: null,
    });
    expect(first.nodes[1].posting).toBeNull();
    const second = dataOf(await graphql(t, WRITTEN, { page: 2, pageSize: 2 }, { cookie: me.cookie }), 'channelWrittenComments');
    expect(second.nodes).toEqual([
      expect.objectContaining({ comment: expect.objectContaining({ body: '10일까지입니다.' }), inReplyTo: { authorName: '질문러', body: '서류 마감이 언제인가요?' } }),
    ]);

    // Another company sees only its own (none), and a company without a channel an empty list.
    const other = await company(db());
    expect(dataOf(await graphql(t, WRITTEN, {}, { cookie: other.cookie }), 'channelWrittenComments')).toMatchObject({
      totalCount: 0,
      channelUrl: null,
      nodes: [],
    });
    expect(refusal(await graphql(t, WRITTEN, { pageSize: 51 }, { cookie: me.cookie }))).toMatchObject({ status: 400 });
  });
});
