import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TOTAL_SIZE_LIMIT } from '../../config/attachment-types';
import { type NewAttachment, attachments, inquiries } from '../../db/schema';
import { createLoggedInUser } from '../../test/factories';
import { graphql, graphqlError } from '../../test/graphql-call';
import {
  CREATE_SUGGESTION,
  PNG_BYTES,
  type UploadTestApp,
  createSiblingApp,
  createUploadTestApp,
  prepare,
  uploadImage,
} from '../../test/upload-kit';

let t: UploadTestApp;
beforeAll(async () => {
  t = await createUploadTestApp();
});
afterAll(() => t.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  email: 'asker@example.kr',
  content: '채용 공고 관련 문의드립니다.',
  attachmentIds: [],
  deviceInfo: 'PC',
  ...overrides,
});
const send = (variables: Record<string, unknown>, cookie?: string) =>
  graphql(t, CREATE_SUGGESTION, { input: input(variables) }, { cookie });
const inquiryCount = async () => (await t.database.db.select({ n: count() }).from(inquiries))[0]!.n;

/** An attachment row as completion would leave it (for sizes and types the upload flow would not produce). */
async function insertAttachment(userId: string, overrides: Partial<NewAttachment> = {}) {
  const [row] = await t.database.db
    .insert(attachments)
    .values({
      userId,
      key: `${randomBytes(16).toString('base64url')}.png`,
      name: 'file.png',
      type: 'image/png',
      size: 100,
      status: 'UPLOADED',
      uploadExpiresAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

describe('createSuggestion validation (spec §5)', () => {
  it.each([
    [{ email: '' }, '이메일을 입력해주세요.'],
    [{ email: '   ' }, '이메일을 입력해주세요.'],
    [{ email: 'not-an-email' }, '잘못된 이메일 형식입니다.'],
    [{ email: 'a@b' }, '잘못된 이메일 형식입니다.'],
    [{ email: 'two words@example.kr' }, '잘못된 이메일 형식입니다.'],
    [{ content: '' }, '내용을 입력해주세요.'],
    [{ content: ' \n\t ' }, '내용을 입력해주세요.'],
  ])('%j → %s', async (variables, message) => {
    const response = await send(variables);
    expect(response.statusCode).toBe(400);
    const error = graphqlError(response);
    expect(error).toEqual({
      message,
      locations: expect.any(Array),
      path: ['createSuggestion'],
      extensions: { code: 'VALIDATION_ERROR', statusCode: 400 },
    });
  });

  it('checks the email before the content, as the form does', async () => {
    expect(graphqlError(await send({ email: '', content: '' })).message).toBe('이메일을 입력해주세요.');
  });

  it('saves a plain inquiry from a visitor and answers with its email and content', async () => {
    const before = await inquiryCount();
    const response = await send({ email: '  guest@example.kr ', content: '  회원가입은 어떻게 하나요?  ', deviceInfo: 'MOBILE' });
    expect(response.json()).toEqual({ data: { createSuggestion: { email: 'guest@example.kr', content: '회원가입은 어떻게 하나요?' } } });
    expect(await inquiryCount()).toBe(before + 1);
  });

  it('refuses a fourth attachment with "최대 3장까지 등록 가능합니다."', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      ids.push((await uploadImage(t, { name: `shot-${i}.png`, type: 'image/png', bytes: PNG_BYTES }, cookie)).attachment.id);
    }
    const before = await inquiryCount();
    const error = graphqlError(await send({ attachmentIds: ids }, cookie));
    expect(error.message).toBe('최대 3장까지 등록 가능합니다.');
    expect(error.extensions).toEqual({ code: 'TOO_MANY_ATTACHMENTS', statusCode: 400 });
    expect(await inquiryCount()).toBe(before);
    // Three are fine.
    expect((await send({ attachmentIds: ids.slice(0, 3) }, cookie)).json().data.createSuggestion).toBeTruthy();
  });

  it('accepts images only: "허용된 확장자의 파일만 업로드할 수 있습니다."', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db);
    const pdf = await insertAttachment(user.id, { name: 'resume.pdf', type: 'application/pdf', key: `${randomBytes(16).toString('base64url')}.pdf` });
    const error = graphqlError(await send({ attachmentIds: [pdf.id] }, cookie));
    expect(error).toMatchObject({
      message: '허용된 확장자의 파일만 업로드할 수 있습니다.',
      extensions: { code: 'UNSUPPORTED_FILE_TYPE', statusCode: 415 },
    });
  });

  it('keeps the total under 10 MB: "파일 업로드 최대 용량을 초과했습니다."', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db);
    const half = Math.floor(ATTACHMENT_TOTAL_SIZE_LIMIT / 2);
    const [a, b, c] = [await insertAttachment(user.id, { size: half }), await insertAttachment(user.id, { size: half }), await insertAttachment(user.id, { size: 1 })];
    const before = await inquiryCount();
    const error = graphqlError(await send({ attachmentIds: [a.id, b.id, c.id] }, cookie));
    expect(error).toMatchObject({
      message: '파일 업로드 최대 용량을 초과했습니다.',
      extensions: { code: 'ATTACHMENT_TOTAL_SIZE_EXCEEDED', statusCode: 400 },
    });
    expect(await inquiryCount()).toBe(before);
    // Exactly the limit is not under it (spec §5); one byte less is.
    const exactly = graphqlError(await send({ attachmentIds: [a.id, b.id] }, cookie));
    expect(exactly).toMatchObject({ extensions: { code: 'ATTACHMENT_TOTAL_SIZE_EXCEEDED' } });
    const [d, e] = [await insertAttachment(user.id, { size: half }), await insertAttachment(user.id, { size: half - 1 })];
    expect((await send({ attachmentIds: [d.id, e.id] }, cookie)).json().data.createSuggestion).toBeTruthy();
  });

  it("refuses another user's attachment, and an attachment already used", async () => {
    const owner = await createLoggedInUser(t.database.db);
    const thief = await createLoggedInUser(t.database.db);
    const { attachment } = await uploadImage(t, { name: 'mine.png', type: 'image/png', bytes: PNG_BYTES }, owner.cookie);

    const stolen = graphqlError(await send({ attachmentIds: [attachment.id] }, thief.cookie));
    expect(stolen).toMatchObject({ message: '첨부 파일을 찾을 수 없습니다.', extensions: { code: 'ATTACHMENT_NOT_FOUND', statusCode: 404 } });
    const visitor = graphqlError(await send({ attachmentIds: [attachment.id] }));
    expect(visitor.extensions?.code).toBe('ATTACHMENT_NOT_FOUND');

    expect((await send({ attachmentIds: [attachment.id] }, owner.cookie)).json().data.createSuggestion).toBeTruthy();
    const reused = graphqlError(await send({ attachmentIds: [attachment.id] }, owner.cookie));
    expect(reused).toMatchObject({ message: '이미 다른 문의에 첨부된 파일입니다.', extensions: { code: 'ATTACHMENT_IN_USE', statusCode: 409 } });
  });

  it('refuses an upload that was not completed, and saves nothing when one attachment fails', async () => {
    const { cookie } = await createLoggedInUser(t.database.db);
    const { attachment: good } = await uploadImage(t, { name: 'ok.png', type: 'image/png', bytes: PNG_BYTES }, cookie);
    const pending = await prepare(t, { name: 'later.png', type: 'image/png', size: PNG_BYTES.length }, cookie);
    const before = await inquiryCount();
    const error = graphqlError(await send({ attachmentIds: [good.id, pending.attachment.id] }, cookie));
    expect(error).toMatchObject({ message: '업로드가 완료되지 않은 파일입니다.', extensions: { code: 'UPLOAD_NOT_COMPLETED', statusCode: 400 } });
    expect(await inquiryCount()).toBe(before);
    const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, good.id));
    expect(row!.status).toBe('UPLOADED');
    expect(graphqlError(await send({ attachmentIds: ['nope'] }, cookie)).extensions?.code).toBe('ATTACHMENT_NOT_FOUND');
  });

  it('never shows a stack trace or internal detail in an error', async () => {
    const response = await send({ email: '' });
    expect(response.body).not.toMatch(/stack|\bat .+\.ts|Error:/);
  });

  it('is rate-limited per client with a Korean message', async () => {
    const limited = { app: await createSiblingApp(t, { suggestionMaxPerMinute: 2 }) };
    try {
      const call = (cookie?: string) => graphql(limited, CREATE_SUGGESTION, { input: input() }, { cookie });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(graphqlError(refused)).toMatchObject({
        message: '문의가 너무 많습니다. 잠시 후 다시 시도해주세요.',
        extensions: { code: 'TOO_MANY_REQUESTS', statusCode: 429 },
      });
      // A member is counted apart from the address.
      const { cookie } = await createLoggedInUser(t.database.db);
      expect((await call(cookie)).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
