/**
 * /profile through /graphql: 기본 정보 saved and read back (the header's profile shows the nickname at
 * once), Korean 400s for every bad field with nothing saved, visitors 401; notification settings honoured by every
 * writer; a password change that logs out every other session; the email change's mailed code with its wrong codes,
 * expiry, attempts and taken addresses; account deletion that anonymises, keeps comments as 탈퇴한 회원, blocks the
 * login and frees the address.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelFollows, communityPosts, emailChanges, mailOutbox, notifications, sessions, users } from '../../../db/schema';
import {
  TEST_PASSWORD,
  createChannel,
  createCommunityBoard,
  createCommunityPost,
  createLoggedInUser,
  createPosting,
} from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { injectRequest, useTestApp } from '../../../test/test-app';
import { createNotification } from '../../accounts/create-notification';
import { createSession } from '../../accounts/create-session';
import { notifyChannelFollowers } from '../../postings/notify-channel-followers';

const t = useTestApp();

const PROFILE_FIELDS = `email type name nickname phone birthYear school major interests targets mutedNotificationKinds
  pendingEmailChange { newEmail expiresAt } latestBirthYear`;
const PROFILE = `query { viewerProfile { ${PROFILE_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateViewerProfileInput!) { updateViewerProfile(input: $input) { ${PROFILE_FIELDS} } }`;
const MUTE = `mutation ($kinds: [String!]!) { updateNotificationSettings(mutedKinds: $kinds) { mutedNotificationKinds } }`;
const REQUEST_EMAIL = /* GraphQL */ `
  mutation ($newEmail: String!, $currentPassword: String!) {
    requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword) { newEmail expiresAt }
  }
`;
const CONFIRM_EMAIL = `mutation ($code: String!) { confirmEmailChange(code: $code) { email pendingEmailChange { newEmail } } }`;
const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ($current: String!, $next: String!, $confirm: String!) {
    changePassword(currentPassword: $current, newPassword: $next, newPasswordConfirm: $confirm) { revokedSessions }
  }
`;
const DELETE = `mutation ($confirmation: String!, $password: String!) { deleteAccount(confirmation: $confirmation, currentPassword: $password) }`;
const THREAD = `query ($postingId: ID) { portalComments(postingId: $postingId) { nodes { authorName body replies { authorName } } } }`;
const CREATE_COMMENT = `mutation ($input: CreatePortalCommentInput!) { createPortalComment(input: $input) { comment { id } } }`;

const thisYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()));
const VALID = { name: '김하늘', nickname: '하늘이', phone: '010-1234-5678', birthYear: 2000, school: '한국대학교', major: '경영학' };

const login = (email: string, password: string) =>
  injectRequest(t.app, 'POST', '/apiV2/auth/login', { payload: { email, password } });

/** The code of the latest mail sent to `to`, read from the outbox as an operator would. */
async function mailedCode(to: string): Promise<string> {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

describe('기본 정보', () => {
  it('saves every field, reads them back normalised, and shows the nickname in the header profile', async () => {
    const { cookie } = await createLoggedInUser(t.database.db, { username: '테스트회원' });
    const before = dataOf(await graphql(t, PROFILE, {}, { cookie }), 'viewerProfile');
    expect(before).toMatchObject({ name: '테스트회원', nickname: null, phone: null, birthYear: null, mutedNotificationKinds: [] });
    expect(before.latestBirthYear).toBe(thisYear - 10);
    // The header's profile is read (and its session cached) before the save: the save must still show.
    expect((await injectRequest(t.app, 'GET', '/apiV2/auth/profile', { cookie })).json().nickname).toBeNull();

    const saved = dataOf(await graphql(t, UPDATE, { input: { ...VALID, name: '  김하늘 ', phone: '01012345678' } }, { cookie }), 'updateViewerProfile');
    expect(saved).toMatchObject({ ...VALID, phone: '010-1234-5678' });
    expect(dataOf(await graphql(t, PROFILE, {}, { cookie }), 'viewerProfile')).toEqual(saved);
    const header = (await injectRequest(t.app, 'GET', '/apiV2/auth/profile', { cookie })).json();
    expect(header).toMatchObject({ nickname: '하늘이', username: '김하늘' });

    // Blank optional fields clear them; the phone is kept as digits.
    const cleared = dataOf(
      await graphql(t, UPDATE, { input: { name: '김하늘', nickname: ' ', phone: '', birthYear: null, school: '', major: null } }, { cookie }),
      'updateViewerProfile',
    );
    expect(cleared).toMatchObject({ nickname: null, phone: null, birthYear: null, school: null, major: null });
  });

  it('refuses each bad field with its Korean 400 and saves nothing', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db);
    await graphql(t, UPDATE, { input: VALID }, { cookie });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '010-1234-567' }, 'INVALID_PHONE', '휴대폰 번호 형식이 올바르지 않습니다.'],
      [{ phone: '02-123-4567' }, 'INVALID_PHONE', '휴대폰 번호 형식이 올바르지 않습니다.'],
      [{ phone: '010-abcd-5678' }, 'INVALID_PHONE', '휴대폰 번호 형식이 올바르지 않습니다.'],
      [{ birthYear: 1899 }, 'INVALID_BIRTH_YEAR', `출생연도는 1900년부터 ${thisYear - 10}년 사이로 입력해주세요.`],
      [{ birthYear: thisYear - 9 }, 'INVALID_BIRTH_YEAR', `출생연도는 1900년부터 ${thisYear - 10}년 사이로 입력해주세요.`],
      [{ nickname: '가'.repeat(21) }, 'INVALID_NICKNAME', '닉네임은 20자 이하로 입력해주세요.'],
      [{ name: '' }, 'INVALID_NAME', '이름을 입력해주세요.'],
      [{ name: '김' }, 'INVALID_NAME', '이름은 2~20자로 입력해주세요.'],
      [{ name: '김'.repeat(5_000) }, 'INVALID_NAME', '이름은 2~20자로 입력해주세요.'],
      [{ school: '학'.repeat(51) }, 'INVALID_SCHOOL', '학교명은 50자 이하로 입력해주세요.'],
      [{ major: 'm'.repeat(100_000) }, 'INVALID_MAJOR', '전공은 50자 이하로 입력해주세요.'],
      [{ school: '한국\u0001대학교' }, 'INVALID_TEXT', '입력할 수 없는 문자가 포함되어 있습니다.'],
    ];
    for (const [change, code, message] of cases) {
      expect(refusal(await graphql(t, UPDATE, { input: { ...VALID, name: '바뀐이름', ...change } }, { cookie })), code).toEqual({
        status: 400,
        code,
        message,
      });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: '김하늘', nickname: '하늘이', phone: '01012345678', birthYear: 2000, school: '한국대학교' });
  });

  it('refuses a visitor with the Korean 401 everywhere', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [PROFILE, {}],
      [UPDATE, { input: VALID }],
      [MUTE, { kinds: [] }],
      [REQUEST_EMAIL, { newEmail: 'x@example.kr', currentPassword: TEST_PASSWORD }],
      [CONFIRM_EMAIL, { code: '123456' }],
      [CHANGE_PASSWORD, { current: TEST_PASSWORD, next: 'newpass123', confirm: 'newpass123' }],
      [DELETE, { confirmation: '탈퇴합니다', password: TEST_PASSWORD }],
    ];
    for (const [query, variables] of calls) {
      expect(refusal(await graphql(t, query, variables))).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
      });
    }
  });
});

describe('알림 설정', () => {
  it('keeps a muted COMMENT_REPLY from being written, and writes it again once unmuted', async () => {
    const db = t.database.db;
    const posting = await createPosting(db, { title: '알림 설정 공고' });
    const author = await createLoggedInUser(db);
    const replier = await createLoggedInUser(db);
    const postingId = String(posting.id);
    const comment = dataOf(await graphql(t, CREATE_COMMENT, { input: { postingId, body: '질문 있어요' } }, { cookie: author.cookie }), 'createPortalComment');
    const replyTo = (body: string) =>
      graphql(t, CREATE_COMMENT, { input: { postingId, parentId: comment.comment.id, body } }, { cookie: replier.cookie });
    const replyNotes = () =>
      db.select().from(notifications).where(and(eq(notifications.userId, author.user.id), eq(notifications.kind, 'COMMENT_REPLY')));

    expect(dataOf(await graphql(t, MUTE, { kinds: ['COMMENT_REPLY', 'COMMENT_REPLY'] }, { cookie: author.cookie }), 'updateNotificationSettings')).toEqual({
      mutedNotificationKinds: ['COMMENT_REPLY'],
    });
    dataOf(await replyTo('답글 하나'), 'createPortalComment');
    expect(await replyNotes()).toHaveLength(0);

    await graphql(t, MUTE, { kinds: [] }, { cookie: author.cookie });
    dataOf(await replyTo('답글 둘'), 'createPortalComment');
    expect(await replyNotes()).toHaveLength(1);
  });

  it('is honoured by createNotification and the channel news, and refuses unknown kinds', async () => {
    const db = t.database.db;
    const member = await createLoggedInUser(db);
    await graphql(t, MUTE, { kinds: ['GENERAL', 'CHANNEL_NEWS'] }, { cookie: member.cookie });
    expect(await createNotification(db, t.app.profileCounts, member.user.id, { title: '공지' })).toBeNull();
    expect(await createNotification(db, t.app.profileCounts, member.user.id, { title: '마감', kind: 'POSTING_CLOSING' })).toEqual(expect.any(String));

    const channel = await createChannel(db, { title: '알림채널' });
    await db.insert(channelFollows).values({ userId: member.user.id, channelId: channel.id });
    const posting = await createPosting(db, { channel, title: '새 소식 공고' });
    expect(await notifyChannelFollowers(db, t.app.profileCounts, { postingId: posting.id })).toBe(0);

    expect(refusal(await graphql(t, MUTE, { kinds: ['MARKETING_SPAM'] }, { cookie: member.cookie }))).toEqual({
      status: 400,
      code: 'INVALID_NOTIFICATION_KIND',
      message: '알림 종류가 올바르지 않습니다.',
    });
  });
});

describe('비밀번호 변경', () => {
  it('logs out every other session, keeps this one, and the new password logs in', async () => {
    const db = t.database.db;
    const { user, cookie } = await createLoggedInUser(db);
    const other = `accessToken=${(await createSession(db, user, { ttlDays: 1 })).token}`;
    // Both sessions are served (and cached) before the change.
    dataOf(await graphql(t, PROFILE, {}, { cookie: other }), 'viewerProfile');

    const changed = dataOf(
      await graphql(t, CHANGE_PASSWORD, { current: TEST_PASSWORD, next: 'newpass456', confirm: 'newpass456' }, { cookie }),
      'changePassword',
    );
    expect(changed).toEqual({ revokedSessions: 1 });
    expect(refusal(await graphql(t, PROFILE, {}, { cookie: other })).status).toBe(401);
    expect(dataOf(await graphql(t, PROFILE, {}, { cookie }), 'viewerProfile').email).toBe(user.email);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'newpass456')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak or mismatched new one, changing nothing', async () => {
    const db = t.database.db;
    const { user, cookie } = await createLoggedInUser(db);
    const other = `accessToken=${(await createSession(db, user, { ttlDays: 1 })).token}`;
    const cases: [Record<string, string>, string, string][] = [
      [{ current: 'wrongpass1', next: 'newpass456', confirm: 'newpass456' }, 'WRONG_PASSWORD', '현재 비밀번호가 올바르지 않습니다.'],
      [{ current: '', next: 'newpass456', confirm: 'newpass456' }, 'PASSWORD_REQUIRED', '현재 비밀번호를 입력해주세요.'],
      [{ current: TEST_PASSWORD, next: 'short1', confirm: 'short1' }, 'INVALID_PASSWORD', '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.'],
      [{ current: TEST_PASSWORD, next: 'onlyletters', confirm: 'onlyletters' }, 'INVALID_PASSWORD', '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해주세요.'],
      [{ current: TEST_PASSWORD, next: 'newpass456', confirm: 'newpass457' }, 'PASSWORD_MISMATCH', '새 비밀번호가 일치하지 않습니다.'],
      [{ current: TEST_PASSWORD, next: TEST_PASSWORD, confirm: TEST_PASSWORD }, 'SAME_PASSWORD', '새 비밀번호가 지금 비밀번호와 같습니다.'],
    ];
    for (const [variables, code, message] of cases) {
      expect(refusal(await graphql(t, CHANGE_PASSWORD, variables, { cookie })), code).toEqual({ status: 400, code, message });
    }
    expect(dataOf(await graphql(t, PROFILE, {}, { cookie: other }), 'viewerProfile').email).toBe(user.email);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('이메일 변경', () => {
  it('mails a code to the new address and changes the email once it is entered', async () => {
    const db = t.database.db;
    const { user, cookie } = await createLoggedInUser(db);
    const newEmail = `new-${user.id.slice(0, 8)}@example.kr`;
    const pending = dataOf(await graphql(t, REQUEST_EMAIL, { newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: TEST_PASSWORD }, { cookie }), 'requestEmailChange');
    expect(pending.newEmail).toBe(newEmail);
    const expiresIn = Date.parse(pending.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    expect(dataOf(await graphql(t, PROFILE, {}, { cookie }), 'viewerProfile').pendingEmailChange).toEqual(pending);

    const code = await mailedCode(newEmail);
    const [kept] = await db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(kept!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept!.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '000001' : '000000';
    expect(refusal(await graphql(t, CONFIRM_EMAIL, { code: wrong }, { cookie }))).toEqual({
      status: 400,
      code: 'WRONG_CODE',
      message: '인증번호가 올바르지 않습니다. (남은 입력 4회)',
    });
    expect(refusal(await graphql(t, CONFIRM_EMAIL, { code: '12ab' }, { cookie }))).toMatchObject({ status: 400, code: 'INVALID_CODE' });
    expect(dataOf(await graphql(t, CONFIRM_EMAIL, { code }, { cookie }), 'confirmEmailChange')).toEqual({ email: newEmail, pendingEmailChange: null });
    // The same code does not work twice; the new address logs in, the old one no longer does.
    expect(refusal(await graphql(t, CONFIRM_EMAIL, { code }, { cookie })).code).toBe('NO_EMAIL_CHANGE');
    expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('spends the code after 5 wrong ones and refuses an expired one', async () => {
    const db = t.database.db;
    const { user, cookie } = await createLoggedInUser(db);
    const newEmail = `tries-${user.id.slice(0, 8)}@example.kr`;
    await graphql(t, REQUEST_EMAIL, { newEmail, currentPassword: TEST_PASSWORD }, { cookie });
    const code = await mailedCode(newEmail);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(refusal(await graphql(t, CONFIRM_EMAIL, { code: wrong }, { cookie })).message);
    expect(answers).toEqual([
      '인증번호가 올바르지 않습니다. (남은 입력 4회)',
      '인증번호가 올바르지 않습니다. (남은 입력 3회)',
      '인증번호가 올바르지 않습니다. (남은 입력 2회)',
      '인증번호가 올바르지 않습니다. (남은 입력 1회)',
      '인증번호를 5번 틀렸습니다. 인증번호를 다시 요청해주세요.',
    ]);
    // Even the right code is refused now.
    expect(refusal(await graphql(t, CONFIRM_EMAIL, { code }, { cookie })).code).toBe('TOO_MANY_ATTEMPTS');

    // A new request starts over; a code past its 10 minutes is refused.
    await graphql(t, REQUEST_EMAIL, { newEmail, currentPassword: TEST_PASSWORD }, { cookie });
    const fresh = await mailedCode(newEmail);
    await db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(emailChanges.userId, user.id));
    expect(refusal(await graphql(t, CONFIRM_EMAIL, { code: fresh }, { cookie }))).toEqual({
      status: 400,
      code: 'CODE_EXPIRED',
      message: '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.',
    });
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  it('refuses a taken address (409), the same address, a bad one and a wrong password', async () => {
    const db = t.database.db;
    const { user, cookie } = await createLoggedInUser(db);
    const taken = await createLoggedInUser(db);
    const request = async (newEmail: string, currentPassword = TEST_PASSWORD) =>
      refusal(await graphql(t, REQUEST_EMAIL, { newEmail, currentPassword }, { cookie }));
    expect(await request(taken.user.email.toUpperCase())).toEqual({ status: 409, code: 'EMAIL_TAKEN', message: '이미 가입된 이메일입니다.' });
    expect(await request(user.email)).toMatchObject({ status: 400, code: 'SAME_EMAIL' });
    expect(await request('not-an-email')).toEqual({ status: 400, code: 'INVALID_EMAIL', message: '잘못된 이메일 형식입니다.' });
    expect(await request(`${'a'.repeat(300)}@example.kr`)).toMatchObject({ status: 400, code: 'INVALID_EMAIL' });
    expect(await request('free@example.kr', 'wrongpass1')).toEqual({ status: 400, code: 'WRONG_PASSWORD', message: '현재 비밀번호가 올바르지 않습니다.' });
    expect(await db.select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toHaveLength(0);

    // Taken between the request and the code: 409 at the confirmation, the email unchanged.
    const later = `later-${user.id.slice(0, 8)}@example.kr`;
    dataOf(await graphql(t, REQUEST_EMAIL, { newEmail: later, currentPassword: TEST_PASSWORD }, { cookie }), 'requestEmailChange');
    const code = await mailedCode(later);
    await createLoggedInUser(db, { email: later });
    expect(refusal(await graphql(t, CONFIRM_EMAIL, { code }, { cookie }))).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
  });
});

describe('회원 탈퇴', () => {
  it('anonymises the account, keeps its comments as 탈퇴한 회원, blocks the login and frees the email', async () => {
    const db = t.database.db;
    const leaving = await createLoggedInUser(db, { username: '떠날회원', nickname: '떠나요' });
    await graphql(t, UPDATE, { input: { ...VALID, name: '떠날회원' } }, { cookie: leaving.cookie });
    const other = `accessToken=${(await createSession(db, leaving.user, { ttlDays: 1 })).token}`;
    const posting = await createPosting(db, { title: '탈퇴 공고' });
    const postingId = String(posting.id);
    await graphql(t, CREATE_COMMENT, { input: { postingId, body: '남길 댓글' } }, { cookie: leaving.cookie });
    const board = await createCommunityBoard(db);
    const post = await createCommunityPost(db, board, { author: leaving.user });
    await createNotification(db, t.app.profileCounts, leaving.user.id, { title: '알림' });

    // Not confirmed, or a wrong password: nothing happens.
    expect(refusal(await graphql(t, DELETE, { confirmation: '탈퇴', password: TEST_PASSWORD }, { cookie: leaving.cookie }))).toEqual({
      status: 400,
      code: 'DELETE_NOT_CONFIRMED',
      message: "탈퇴를 확인하려면 '탈퇴합니다'를 입력해주세요.",
    });
    expect(refusal(await graphql(t, DELETE, { confirmation: '탈퇴합니다', password: 'wrongpass1' }, { cookie: leaving.cookie })).code).toBe('WRONG_PASSWORD');

    const response = await graphql(t, DELETE, { confirmation: '탈퇴합니다', password: TEST_PASSWORD }, { cookie: leaving.cookie });
    expect(dataOf(response, 'deleteAccount')).toBe(true);
    expect(response.cookies.find((c) => c.name === 'accessToken')?.value).toBe('');

    const [row] = await db.select().from(users).where(eq(users.id, leaving.user.id));
    expect(row).toMatchObject({
      email: `deleted-${leaving.user.id}@deleted.invalid`,
      username: '탈퇴한 회원',
      name: null,
      nickname: null,
      phone: null,
      birthYear: null,
      school: null,
      major: null,
      interests: [],
      targets: [],
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(sessions).where(eq(sessions.userId, leaving.user.id))).toHaveLength(0);
    expect(await db.select().from(notifications).where(eq(notifications.userId, leaving.user.id))).toHaveLength(0);
    for (const cookie of [leaving.cookie, other]) expect(refusal(await graphql(t, PROFILE, {}, { cookie })).status).toBe(401);

    const thread = dataOf(await graphql(t, THREAD, { postingId }), 'portalComments');
    expect(thread.nodes[0]).toMatchObject({ authorName: '탈퇴한 회원', body: '남길 댓글' });
    const [kept] = await db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(kept).toMatchObject({ nickname: '탈퇴한 회원', authorId: null });

    expect((await login(leaving.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(row!.email, TEST_PASSWORD)).statusCode).toBe(401);
    const again = await injectRequest(t.app, 'POST', '/apiV2/auth/register', {
      payload: { email: leaving.user.email, password: 'again1234', username: '다시온회원', type: 'NORMAL', agreeTerms: true, agreePrivacy: true, agreeAge14: true },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a corporate member (403)', async () => {
    const { cookie } = await createLoggedInUser(t.database.db, { type: 'CORPORATE' });
    expect(refusal(await graphql(t, DELETE, { confirmation: '탈퇴합니다', password: TEST_PASSWORD }, { cookie }))).toEqual({
      status: 403,
      code: 'CORPORATE_DELETE',
      message: '기업회원 탈퇴는 고객센터로 문의해주세요.',
    });
  });
});
