/**
 * Writing community posts (docs/CONTRACTS.md "Community", ADR 19): createCommunityPost,
 * updateCommunityPost and deleteCommunityPost, their policy, limits and Korean refusals, uploaded images, anonymous
 * boards and the visitors' cache. The XSS corpus through title, body and comment: community-posts-xss.api.test.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, communityComments, communityPosts } from '../../../db/schema';
import {
  BOARD_NOT_FOUND,
  POST_LOGIN_REQUIRED,
  POST_NOT_FOUND,
  communityCall,
  expectRefusal,
  hoursAgo,
} from '../../../test/community-kit';
import {
  createCommunityBoard,
  createCommunityComment,
  createCommunityPost,
  createLoggedInOperator,
  createLoggedInUser,
  createUploadedImage,
} from '../../../test/factories';
import { dataOf, refusal } from '../../../test/graphql-call';
import { BRAND_B_HOST } from '../../../test/test-app';
import { PNG_BYTES, type UploadTestApp, createUploadTestApp, uploadImage } from '../../../test/upload-kit';
import { POST_CREATE_LIMIT } from './graphql';

let t: UploadTestApp;
beforeAll(async () => {
  t = await createUploadTestApp();
});
afterAll(() => t?.close());
const db = () => t.database.db;

type Input = { title: string; bodyHtml: string; isNotice?: boolean };
const input = (overrides: Partial<Input> = {}): Input => ({ title: '새 글', bodyHtml: '<p>본문입니다.</p>', ...overrides });

const create = (cookie: string | undefined, boardSlug: string, fields: Partial<Input> = {}, host?: string) =>
  communityCall(t, 'createPost', { boardSlug, input: input(fields) }, { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) });
const update = (cookie: string | undefined, id: string, fields: Partial<Input> = {}) =>
  communityCall(t, 'updatePost', { id, input: input(fields) }, cookie ? { cookie } : {});
const remove = (cookie: string | undefined, id: string) => communityCall(t, 'deletePost', { id }, cookie ? { cookie } : {});
const created = async (...args: Parameters<typeof create>) => dataOf(await create(...args), 'createCommunityPost');
const page = async (id: string, cookie?: string) =>
  dataOf(await communityCall(t, 'post', { id }, cookie ? { cookie } : {}), 'communityPost');
const ids = (nodes: { id: string }[]) => nodes.map((node) => node.id);

const refused = (status: number, code: string, message: string) => ({ status, code, message });
const NOT_EDITOR = refused(403, 'FORBIDDEN', '내가 쓴 글만 수정할 수 있습니다.');
const NOT_DELETER = refused(403, 'FORBIDDEN', '내가 쓴 글만 삭제할 수 있습니다.');
const UNKNOWN_UPLOAD = refused(400, 'POST_UNKNOWN_UPLOAD', '업로드하지 않은 이미지가 포함되어 있습니다.');

describe('community GraphQL: createCommunityPost', () => {
  it('writes a member’s post, first on its board and on the home, and a visitor’s cached lists show it at once', async () => {
    const me = await createLoggedInUser(db(), { nickname: '합격기원' });
    const board = await createCommunityBoard(db(), { menu: { isShortcut: true } });
    const older = await createCommunityPost(db(), board, { title: '먼저 쓴 글', createdAt: hoursAgo(2) });
    const visitBoard = async () => dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug }), 'boardPosts');
    const visitHome = async () => dataOf(await communityCall(t, 'home'), 'communityHome');
    expect(ids((await visitBoard()).nodes)).toEqual([String(older.id)]);
    await visitHome();
    // Written around the API (no bump): the visitor's cached answers stay as they were.
    await createCommunityPost(db(), board, { title: '몰래 쓴 글', createdAt: hoursAgo(1) });
    expect(ids((await visitBoard()).nodes)).toEqual([String(older.id)]);

    const post = await created(me.cookie, board.slug, {
      title: '  오늘 합격했어요  ',
      bodyHtml: '<p onclick="x()">모두 <strong>감사</strong>합니다<script>alert(1)</script></p>',
    });
    expect(post).toMatchObject({
      title: '오늘 합격했어요',
      bodyHtml: '<p>모두 <strong>감사</strong>합니다</p>',
      nickname: '합격기원',
      updatedAt: null,
      isNotice: false,
      views: 0,
      commentCount: 0,
      containsImage: false,
      containsYoutube: false,
      board: { slug: board.slug },
      viewerIsAuthor: true,
      viewerCanEdit: true,
      viewerCanDelete: true,
      next: null,
    });
    const listed = await visitBoard();
    expect(listed.totalCount).toBe(3);
    expect(listed.nodes[0]).toMatchObject({ id: post.id, title: '오늘 합격했어요', nickname: '합격기원' });
    expect((await visitHome()).newestPosts[0]).toMatchObject({ id: post.id, board: { slug: board.slug } });

    const other = await createLoggedInUser(db());
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    expect(await page(post.id, other.cookie)).toMatchObject({ viewerIsAuthor: false, viewerCanEdit: false, viewerCanDelete: false });
    expect(await page(post.id, admin.cookie)).toMatchObject({ viewerIsAuthor: false, viewerCanEdit: false, viewerCanDelete: true });
    expect(await page(post.id)).toMatchObject({ viewerIsAuthor: false, viewerCanEdit: false, viewerCanDelete: false });
  });

  it('lets operators write notices and refuses one asked for by a member (403)', async () => {
    const board = await createCommunityBoard(db());
    const editor = await createLoggedInOperator(db(), { role: 'CONTENT_EDITOR' });
    const member = await createLoggedInUser(db());
    const notice = await created(editor.cookie, board.slug, { title: '공지입니다', isNotice: true });
    expect(notice.isNotice).toBe(true);
    expect(refusal(await create(member.cookie, board.slug, { isNotice: true }))).toEqual(
      refused(403, 'FORBIDDEN', '공지는 운영자만 등록할 수 있습니다.'),
    );
    const plain = await created(member.cookie, board.slug, { isNotice: false });
    const listed = dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug }), 'boardPosts');
    expect(ids(listed.notices)).toEqual([notice.id]);
    expect(ids(listed.nodes)).toEqual([plain.id]);
    // A member may not turn their own post into a notice either.
    expect(refusal(await update(member.cookie, plain.id, { isNotice: true })).status).toBe(403);
  });

  it('refuses visitors (401), unapproved corporate members (403), unknown boards (404) and other brands’ boards', async () => {
    const board = await createCommunityBoard(db());
    const member = await createLoggedInUser(db());
    expectRefusal(await create(undefined, board.slug), POST_LOGIN_REQUIRED);
    expectRefusal(await update(undefined, '1'), POST_LOGIN_REQUIRED);
    expectRefusal(await remove(undefined, '1'), POST_LOGIN_REQUIRED);
    const corporate = await createLoggedInUser(db(), { type: 'CORPORATE' });
    expectRefusal(await create(corporate.cookie, board.slug), refused(403, 'FORBIDDEN', '승인된 기업회원만 글을 쓸 수 있습니다.'));
    expectRefusal(await create(member.cookie, 'no-such-board'), BOARD_NOT_FOUND);
    const foreign = await createCommunityBoard(db(), { brand: 'b' });
    expectRefusal(await create(member.cookie, foreign.slug), BOARD_NOT_FOUND);
    expect(refusal(await create(member.cookie, 'Not A Slug')).code).toBe('INVALID_BOARD_SLUG');
  });

  it('checks title and body with Korean 400s and a 413 for a body over 50,000 characters', async () => {
    const board = await createCommunityBoard(db());
    const limits = async (fields: Partial<Input>) => refusal(await create((await createLoggedInUser(db())).cookie, board.slug, fields));
    expect(await limits({ title: '   ' })).toEqual(refused(400, 'POST_TITLE_BLANK', '제목을 입력해주세요.'));
    expect(await limits({ title: '가'.repeat(101) })).toEqual(refused(400, 'POST_TITLE_TOO_LONG', '제목은 100자까지 입력할 수 있습니다.'));
    expect(await limits({ title: '첫 줄\n둘째 줄' })).toMatchObject({ status: 400, code: 'POST_TITLE_BAD_CHARACTERS' });
    expect(await limits({ bodyHtml: `<p>${'가'.repeat(50_000)}</p>` })).toEqual(
      refused(413, 'POST_BODY_TOO_LARGE', '본문이 너무 깁니다. 50,000자 이하로 작성해주세요.'),
    );
    const blank = refused(400, 'POST_BODY_BLANK', '본문을 입력해주세요.');
    for (const bodyHtml of ['', '   ', '<p> </p><p>&nbsp;</p>', '<script>alert(1)</script>', '<img src="javascript:alert(1)">']) {
      expect(await limits({ bodyHtml })).toEqual(blank);
    }
    expect(await limits({ bodyHtml: `<p>${Array.from({ length: 21 }, (_, i) => `<img src="/uploads/image${i}.png">`).join('')}</p>` })).toEqual(
      refused(400, 'POST_TOO_MANY_IMAGES', '이미지는 글 하나에 20개까지 넣을 수 있습니다.'),
    );
    expect(await limits({ bodyHtml: '<p>제어\u0001문자</p>' })).toMatchObject({ status: 400, code: 'POST_BODY_BAD_CHARACTERS' });
    // NUL and lone surrogates never reach the resolver (graphql-limits.ts refuses the variables).
    for (const title of ['제목\u0000', '제목\ud800']) expect((await limits({ title })).status).toBe(400);

    const member = await createLoggedInUser(db());
    const longest = await created(member.cookie, board.slug, { title: '가'.repeat(100), bodyHtml: '가'.repeat(50_000) });
    expect(longest.title).toHaveLength(100);
    const image = await createUploadedImage(db(), member.user);
    expect(await created(member.cookie, board.slug, { bodyHtml: `<p><img src="${image}"></p>` })).toMatchObject({
      containsImage: true,
    });
    expect(await created(member.cookie, board.slug, { bodyHtml: '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>' })).toMatchObject({
      containsYoutube: true,
    });
  });

  it(`answers 429 after ${POST_CREATE_LIMIT.max} new posts in 10 minutes by one member`, async () => {
    const me = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    for (let i = 0; i < POST_CREATE_LIMIT.max; i++) {
      expect((await create(me.cookie, board.slug, { title: `글 ${i}` })).statusCode).toBe(200);
    }
    expectRefusal(
      await create(me.cookie, board.slug, { title: '하나 더' }),
      refused(429, 'TOO_MANY_REQUESTS', '글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해주세요.'),
    );
    // Another member still writes.
    expect((await create((await createLoggedInUser(db())).cookie, board.slug)).statusCode).toBe(200);
  });
});

describe('community GraphQL: updateCommunityPost and deleteCommunityPost', () => {
  it('lets the author edit (updatedAt set) and refuses another member and an ADMIN (403)', async () => {
    const author = await createLoggedInUser(db());
    const other = await createLoggedInUser(db());
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const board = await createCommunityBoard(db());
    const post = await created(author.cookie, board.slug);
    const edited = dataOf(
      await update(author.cookie, post.id, { title: '고친 제목', bodyHtml: '<p>고친 본문 <a href="https://youtu.be/dQw4w9WgXcQ">영상</a></p>' }),
      'updateCommunityPost',
    );
    expect(edited).toMatchObject({ id: post.id, title: '고친 제목', containsYoutube: true, isNotice: false, viewerCanEdit: true });
    expect(edited.bodyHtml).toBe(
      '<p>고친 본문 <a href="https://youtu.be/dQw4w9WgXcQ" rel="noopener noreferrer nofollow" target="_blank">영상</a></p>',
    );
    expect(edited.updatedAt).not.toBeNull();
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(edited.createdAt));
    expect((await page(post.id)).title).toBe('고친 제목');

    expectRefusal(await update(other.cookie, post.id, { title: '남의 글' }), NOT_EDITOR);
    expectRefusal(await update(admin.cookie, post.id, { title: '운영자가 고침' }), NOT_EDITOR);
    expectRefusal(await remove(other.cookie, post.id), NOT_DELETER);
    expect((await page(post.id)).title).toBe('고친 제목');
    expectRefusal(await update(author.cookie, post.id, { bodyHtml: '<p></p>' }), refused(400, 'POST_BODY_BLANK', '본문을 입력해주세요.'));
    const foreign = await createCommunityPost(db(), await createCommunityBoard(db(), { brand: 'b' }), { author: null });
    expectRefusal(await update(author.cookie, String(foreign.id)), POST_NOT_FOUND);
  });

  it('lets an ADMIN delete anyone’s post; a deleted post leaves every list and its page, comments and writes are 404', async () => {
    const author = await createLoggedInUser(db());
    const admin = await createLoggedInOperator(db(), { role: 'ADMIN' });
    const board = await createCommunityBoard(db());
    const before = await createCommunityPost(db(), board, { title: '앞 글', createdAt: hoursAgo(3) });
    const post = await createCommunityPost(db(), board, { author: author.user, title: '지울 글', createdAt: hoursAgo(2) });
    const after = await createCommunityPost(db(), board, { title: '뒤 글', createdAt: hoursAgo(1) });
    const comment = await createCommunityComment(db(), post, { body: '남는 댓글' });
    const id = String(post.id);
    expect(await page(String(before.id))).toMatchObject({ next: { id } });
    expect(ids(dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug }), 'boardPosts').nodes)).toContain(id);

    expect(dataOf(await remove(admin.cookie, id), 'deleteCommunityPost')).toEqual({ id, boardSlug: board.slug });

    expectRefusal(await communityCall(t, 'post', { id }), POST_NOT_FOUND);
    expectRefusal(await communityCall(t, 'post', { id }, { cookie: author.cookie }), POST_NOT_FOUND);
    const listed = dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug }), 'boardPosts');
    expect(listed).toMatchObject({ totalCount: 2 });
    expect(ids(listed.nodes)).toEqual([String(after.id), String(before.id)]);
    const embedded = dataOf(await communityCall(t, 'posts', { uri: `/community/${board.slug}` }), 'embeddablePosts');
    expect(embedded.totalCount).toBe(2);
    expect(ids(embedded.nodes)).not.toContain(id);
    const home = dataOf(await communityCall(t, 'home'), 'communityHome');
    expect([...ids(home.newestPosts), ...ids(home.popularPosts)]).not.toContain(id);
    expect(await page(String(before.id))).toMatchObject({ next: { id: String(after.id) } });
    expect(await page(String(after.id))).toMatchObject({ previous: { id: String(before.id) } });

    expectRefusal(await communityCall(t, 'comments', { postId: id }), POST_NOT_FOUND);
    expectRefusal(
      await communityCall(t, 'createComment', { input: { postId: id, body: '늦은 댓글' } }, { cookie: author.cookie }),
      POST_NOT_FOUND,
    );
    expectRefusal(await communityCall(t, 'recordView', { id }), POST_NOT_FOUND);
    expectRefusal(await update(author.cookie, id), POST_NOT_FOUND);
    expectRefusal(await remove(author.cookie, id), POST_NOT_FOUND);
    // Soft: the row and its comments stay.
    const [row] = await db().select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await db().select().from(communityComments).where(eq(communityComments.id, comment.id))).toHaveLength(1);
  });

  it('lets the author delete their own post, and the visitor’s cached board page drops it at once', async () => {
    const author = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    const post = await created(author.cookie, board.slug);
    const visit = async () => ids(dataOf(await communityCall(t, 'boardPosts', { boardSlug: board.slug }), 'boardPosts').nodes);
    expect(await visit()).toEqual([post.id]);
    expect(dataOf(await remove(author.cookie, post.id), 'deleteCommunityPost')).toEqual({ id: post.id, boardSlug: board.slug });
    expect(await visit()).toEqual([]);
  });
});

describe('community GraphQL: anonymous boards', () => {
  it('never shows the author of a new or edited post on an anonymous board, the mutation’s own answer included', async () => {
    const writer = await createLoggedInUser(db(), { brand: 'b', nickname: '비밀작성자', username: '비밀계정' });
    const board = await createCommunityBoard(db(), { brand: 'b', anonymous: true, menu: { isShortcut: true } });
    const b = { host: BRAND_B_HOST };
    const answer = await create(writer.cookie, board.slug, { title: '익명 고민' }, BRAND_B_HOST);
    const post = dataOf(answer, 'createCommunityPost');
    expect(post).toMatchObject({ nickname: '익명', viewerIsAuthor: true, viewerCanEdit: true });
    const edited = await communityCall(t, 'updatePost', { id: post.id, input: input({ title: '고친 고민' }) }, { ...b, cookie: writer.cookie });
    const answers = [
      answer,
      edited,
      await communityCall(t, 'post', { id: post.id }, b),
      await communityCall(t, 'post', { id: post.id }, { ...b, cookie: writer.cookie }),
      await communityCall(t, 'boardPosts', { boardSlug: board.slug }, b),
      await communityCall(t, 'posts', { uri: `/community/${board.slug}` }, b),
      await communityCall(t, 'home', {}, b),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toMatch(/비밀작성자|비밀계정/);
      expect(response.body).toContain('익명');
    }
    // Stored as written, for moderation.
    const [row] = await db().select({ nickname: communityPosts.nickname }).from(communityPosts).where(eq(communityPosts.id, Number(post.id)));
    expect(row!.nickname).toBe('비밀작성자');
  });
});

describe('community GraphQL: images in posts', () => {
  const statusOf = async (keys: string[]) =>
    (await db().select({ key: attachments.key, status: attachments.status }).from(attachments).where(inArray(attachments.key, keys)))
      .map((row) => row.status);
  const keyOf = (url: string) => url.replace('/uploads/', '');

  it('attaches the author’s uploaded images, flags images and YouTube, and refuses someone else’s or unknown uploads', async () => {
    const me = await createLoggedInUser(db());
    const other = await createLoggedInUser(db());
    const board = await createCommunityBoard(db());
    const png = { name: 'a.png', type: 'image/png', bytes: PNG_BYTES };
    const [first, second, third] = [await uploadImage(t, png, me.cookie), await uploadImage(t, png, me.cookie), await uploadImage(t, png, me.cookie)];
    const urls = [first, second, third].map((upload) => upload.attachment.url);
    expect(await statusOf(urls.map(keyOf))).toEqual(['UPLOADED', 'UPLOADED', 'UPLOADED']);

    const post = await created(me.cookie, board.slug, {
      bodyHtml: `<p>사진 두 장</p><p><img src="${urls[0]}" alt="첫째"><img src="${urls[1]}"></p><p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">영상</a></p>`,
    });
    expect(post).toMatchObject({ containsImage: true, containsYoutube: true });
    expect(post.bodyHtml).toContain(`<img src="${urls[0]}" alt="첫째" />`);
    expect(await statusOf([keyOf(urls[0]!), keyOf(urls[1]!)])).toEqual(['ATTACHED', 'ATTACHED']);
    const embedded = dataOf(await communityCall(t, 'posts', { uri: `/community/${board.slug}` }), 'embeddablePosts');
    expect(embedded.nodes[0]).toMatchObject({ id: post.id, containsImage: true, containsYoutube: true });
    // The served file stays reachable.
    expect((await t.app.inject({ method: 'GET', url: urls[0]!, headers: { host: 'localhost:3000' } })).statusCode).toBe(200);

    // The edit path attaches too, and an image already attached may be shown again.
    const edited = dataOf(await update(me.cookie, post.id, { bodyHtml: `<p><img src="${urls[0]}"><img src="${urls[2]}"></p>` }), 'updateCommunityPost');
    expect(edited).toMatchObject({ containsImage: true, containsYoutube: false });
    expect(await statusOf([keyOf(urls[2]!)])).toEqual(['ATTACHED']);

    const stranger = await uploadImage(t, png, other.cookie);
    expectRefusal(await create(me.cookie, board.slug, { bodyHtml: `<p><img src="${stranger.attachment.url}"></p>` }), UNKNOWN_UPLOAD);
    expectRefusal(await update(me.cookie, post.id, { bodyHtml: `<p><img src="${stranger.attachment.url}"></p>` }), UNKNOWN_UPLOAD);
    expect(await statusOf([keyOf(stranger.attachment.url)])).toEqual(['UPLOADED']);
    expectRefusal(
      await create(me.cookie, board.slug, { bodyHtml: '<p><img src="/uploads/AAAAAAAAAAAAAAAAAAAAAA.png"></p>' }),
      UNKNOWN_UPLOAD,
    );
    // A refused write attached nothing and kept the post as it was.
    expect((await page(post.id)).bodyHtml).toBe(edited.bodyHtml);
  });
});
