import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answersOverLimit, coverLetterTextLength } from './cover-letters';

/**
 * The cover letters' limits are written once (cover-letters.ts): with a smaller question limit (charLimitMax) put in
 * its place, the server's argument parser and the editor's field check both move to it, and nothing else holds the
 * old number. The unit project shares modules between files (isolate: false), so the mock is set up on fresh
 * modules and taken away again after.
 */
const MOCKED_CHAR_LIMIT_MAX = 100;

type Server = typeof import('../server/cover-letters/cover-letter-arguments');
type Web = typeof import('../web/portal/cover-letters/cover-letter-draft');
let server: Server;
let web: Web;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./cover-letters', async (importOriginal) => {
    const actual = await importOriginal<typeof import('./cover-letters')>();
    return { ...actual, COVER_LETTER_LIMITS: { ...actual.COVER_LETTER_LIMITS, charLimitMax: MOCKED_CHAR_LIMIT_MAX } };
  });
  server = await import('../server/cover-letters/cover-letter-arguments');
  web = await import('../web/portal/cover-letters/cover-letter-draft');
});

afterAll(() => {
  vi.doUnmock('./cover-letters');
  vi.resetModules();
});

const letterWithLimit = (charLimit: number) => ({ title: '지원서', questions: [{ question: '지원 동기', charLimit, answer: '' }] });

const serverRefusal = (charLimit: number) => {
  try {
    server.parseCoverLetterContent(letterWithLimit(charLimit));
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe("a question's character limit, from the one contract", () => {
  it('is accepted at the limit by the server and by the editor', () => {
    expect(serverRefusal(MOCKED_CHAR_LIMIT_MAX)).toBeNull();
    expect(web.parseCharLimitField(String(MOCKED_CHAR_LIMIT_MAX))).toEqual({ ok: true, limit: MOCKED_CHAR_LIMIT_MAX });
  });

  it('is refused just over the limit by the server and by the editor', () => {
    expect(serverRefusal(MOCKED_CHAR_LIMIT_MAX + 1)).toBe('INVALID_CHAR_LIMIT');
    expect(web.parseCharLimitField(String(MOCKED_CHAR_LIMIT_MAX + 1))).toEqual({ ok: false });
  });
});

describe('answers over their limit', () => {
  it('counts as the editor does: NFC code points, a CRLF one line break', () => {
    expect(coverLetterTextLength('한'.normalize('NFD'))).toBe(1);
    expect(coverLetterTextLength('a\r\nb')).toBe(3);
    expect(coverLetterTextLength('🙂')).toBe(1);
  });

  it('names each answer longer than its own limit, and none without a limit', () => {
    const questions = [
      { charLimit: 5, answer: '다섯 글자' },
      { charLimit: 5, answer: '여섯 글자다' },
      { charLimit: null, answer: '제한 없는 답변은 얼마든지 길어도 됩니다' },
      { charLimit: 3, answer: '넷 글자' },
    ];
    expect(answersOverLimit(questions)).toEqual([
      { index: 1, length: 6, limit: 5 },
      { index: 3, length: 4, limit: 3 },
    ]);
  });
});
