/**
 * 자기소개서 through /graphql: create, save and read back; a member's letters are theirs alone
 * (another member's id answers 404 on every operation); a save based on an old version is refused with 409 and the
 * Korean message, leaving the stored text as it was, and of two saves based on the same version exactly one wins;
 * oversized and malformed input is a Korean 400; visitors 401; kept versions are listed, compared and restored.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coverLetters, coverLetterVersions } from '../../../db/schema';
import { createLoggedInUser, createPosting } from '../../../test/factories';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { useTestApp } from '../../../test/test-app';
import { COVER_LETTER_STALE_MESSAGE } from '../../cover-letters/cover-letter-errors';
import { setPostingScrap } from '../../postings/scrap-posting';

const t = useTestApp();

const LETTER_FIELDS = `id title company job version updatedAt posting { id title } questions { id question charLimit answer }`;
const CREATE = `mutation ($title: String) { createCoverLetter(title: $title) { ${LETTER_FIELDS} } }`;
const SAVE = `mutation ($input: SaveCoverLetterInput!) { saveCoverLetter(input: $input) { ${LETTER_FIELDS} } }`;
const GET = `query ($id: ID!) { coverLetter(id: $id) { ${LETTER_FIELDS} } }`;
const LIST = `query ($page: Int, $pageSize: Int) { coverLetters(page: $page, pageSize: $pageSize) { totalCount page pageSize nodes { id title questionCount version posting { title } } } }`;
const DELETE = `mutation ($id: ID!) { deleteCoverLetter(id: $id) { id } }`;
const VERSIONS = `query ($id: ID!) { coverLetterVersions(id: $id) { version number createdAt title questionCount } }`;
const VERSION = `query ($id: ID!, $version: Int!) { coverLetterVersion(id: $id, version: $version) { version number title company postingId questions { question charLimit answer } } }`;
const RESTORE = `mutation ($id: ID!, $version: Int!, $baseVersion: Int!) { restoreCoverLetterVersion(id: $id, version: $version, baseVersion: $baseVersion) { ${LETTER_FIELDS} } }`;

interface Letter {
  id: string;
  title: string;
  version: number;
  posting: { id: string; title: string } | null;
  questions: { question: string; charLimit: number | null; answer: string }[];
}

async function newMemberWithLetter(title = '삼성전자 상반기') {
  const session = await createLoggedInUser(t.database.db);
  const letter = dataOf<Letter>(await graphql(t, CREATE, { title }, { cookie: session.cookie }), 'createCoverLetter');
  return { ...session, letter };
}

function saveInput(letter: { id: string }, baseVersion: number, answer: string, extra: Record<string, unknown> = {}) {
  return {
    input: {
      id: letter.id,
      baseVersion,
      title: '삼성전자 상반기',
      company: '삼성전자',
      job: '마케팅',
      postingId: null,
      questions: [
        { question: '지원 동기를 적어주세요.', charLimit: 500, answer },
        { question: '입사 후 포부', charLimit: null, answer: '' },
      ],
      ...extra,
    },
  };
}

describe('create, save and read', () => {
  it('creates a letter with one empty question, saves the whole letter and reads it back', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    expect(letter).toMatchObject({ title: '삼성전자 상반기', version: 1, posting: null, questions: [{ question: '', charLimit: null, answer: '' }] });

    const answer = '저는 고객의 목소리를 듣는 마케터가 되고 싶습니다.\n\n둘째 문단입니다.';
    const saved = dataOf<Letter>(await graphql(t, SAVE, saveInput(letter, 1, answer), { cookie }), 'saveCoverLetter');
    expect(saved).toMatchObject({ version: 2, company: '삼성전자', job: '마케팅' });
    expect(saved.questions.map((q) => [q.question, q.charLimit, q.answer])).toEqual([
      ['지원 동기를 적어주세요.', 500, answer],
      ['입사 후 포부', null, ''],
    ]);
    expect(dataOf(await graphql(t, GET, { id: letter.id }, { cookie }), 'coverLetter')).toEqual(saved);

    const list = dataOf(await graphql(t, LIST, {}, { cookie }), 'coverLetters');
    expect(list).toMatchObject({ totalCount: 1, page: 1, pageSize: 10, nodes: [{ id: letter.id, questionCount: 2, version: 2 }] });
  });

  it('keeps decomposed Hangul as composed syllables, so it counts as the editor counts it', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    const decomposed = '한글'.normalize('NFD');
    const saved = dataOf<Letter>(await graphql(t, SAVE, saveInput(letter, 1, decomposed), { cookie }), 'saveCoverLetter');
    expect(saved.questions[0]!.answer).toBe('한글');
  });

  it('reorders and removes questions in one save', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    await graphql(t, SAVE, saveInput(letter, 1, '첫 답'), { cookie });
    const reordered = dataOf<Letter>(
      await graphql(
        t,
        SAVE,
        saveInput(letter, 2, '', { questions: [{ question: '입사 후 포부', answer: '둘째가 첫째로' }] }),
        { cookie },
      ),
      'saveCoverLetter',
    );
    expect(reordered.questions).toMatchObject([{ question: '입사 후 포부', charLimit: null, answer: '둘째가 첫째로' }]);
  });

  it('pages the list, last updated first, and deletes a letter', async () => {
    const { cookie, letter: first } = await newMemberWithLetter('첫째');
    const second = dataOf<Letter>(await graphql(t, CREATE, { title: '둘째' }, { cookie }), 'createCoverLetter');
    await graphql(t, SAVE, saveInput(first, 1, '수정', { title: '첫째 수정' }), { cookie });
    const page1 = dataOf(await graphql(t, LIST, { pageSize: 1 }, { cookie }), 'coverLetters');
    expect(page1).toMatchObject({ totalCount: 2, nodes: [{ title: '첫째 수정' }] });
    const page2 = dataOf(await graphql(t, LIST, { page: 2, pageSize: 1 }, { cookie }), 'coverLetters');
    expect(page2.nodes).toMatchObject([{ id: second.id }]);

    expect(dataOf(await graphql(t, DELETE, { id: second.id }, { cookie }), 'deleteCoverLetter')).toEqual({ id: second.id });
    expect(refusal(await graphql(t, GET, { id: second.id }, { cookie }))).toMatchObject({ status: 404, code: 'COVER_LETTER_NOT_FOUND' });
    expect(refusal(await graphql(t, DELETE, { id: second.id }, { cookie }))).toMatchObject({ status: 404 });
    expect(dataOf(await graphql(t, LIST, {}, { cookie }), 'coverLetters').totalCount).toBe(1);
  });

  it("targets one of the member's scrapped postings only", async () => {
    const db = t.database.db;
    const { user, cookie, letter } = await newMemberWithLetter();
    const scrapped = await createPosting(db, { title: '스크랩한 공고' });
    const other = await createPosting(db, { title: '스크랩 안 한 공고' });
    await setPostingScrap(db, t.app.profileCounts, { brand: 'a', userId: user.id, postingId: scrapped.id, scrapped: true });

    const refused = refusal(await graphql(t, SAVE, saveInput(letter, 1, '답', { postingId: String(other.id) }), { cookie }));
    expect(refused).toMatchObject({ status: 400, code: 'INVALID_COVER_LETTER_POSTING', message: '지원 공고는 스크랩한 공고 중에서 선택해주세요.' });
    const saved = dataOf<Letter>(await graphql(t, SAVE, saveInput(letter, 1, '답', { postingId: String(scrapped.id) }), { cookie }), 'saveCoverLetter');
    expect(saved.posting).toEqual({ id: String(scrapped.id), title: '스크랩한 공고' });
    // Unscrapping later does not stop the letter from being saved with the posting it already targets.
    await setPostingScrap(db, t.app.profileCounts, { brand: 'a', userId: user.id, postingId: scrapped.id, scrapped: false });
    const again = dataOf<Letter>(await graphql(t, SAVE, saveInput(letter, 2, '답2', { postingId: String(scrapped.id) }), { cookie }), 'saveCoverLetter');
    expect(again.posting?.id).toBe(String(scrapped.id));
  });
});

describe("another member's letter", () => {
  it('is a 404 on read, save, delete, versions and restore, and stays unchanged', async () => {
    const { letter } = await newMemberWithLetter();
    const { cookie: otherCookie } = await createLoggedInUser(t.database.db);
    const calls: [string, Record<string, unknown>][] = [
      [GET, { id: letter.id }],
      [SAVE, saveInput(letter, 1, '남의 글')],
      [DELETE, { id: letter.id }],
      [VERSIONS, { id: letter.id }],
      [VERSION, { id: letter.id, version: 1 }],
      [RESTORE, { id: letter.id, version: 1, baseVersion: 1 }],
    ];
    for (const [query, variables] of calls) {
      expect(refusal(await graphql(t, query, variables, { cookie: otherCookie })), query).toMatchObject({
        status: 404,
        code: 'COVER_LETTER_NOT_FOUND',
        message: '자기소개서를 찾을 수 없습니다.',
      });
    }
    expect(dataOf(await graphql(t, LIST, {}, { cookie: otherCookie }), 'coverLetters').totalCount).toBe(0);
  });
});

describe('stale saves', () => {
  it('refuses a save based on an older version with 409 and the Korean message, overwriting nothing', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    await graphql(t, SAVE, saveInput(letter, 1, '다른 창에서 쓴 글'), { cookie });
    const stale = await graphql(t, SAVE, saveInput(letter, 1, '이 창의 오래된 글'), { cookie });
    expect(refusal(stale)).toEqual({ status: 409, code: 'COVER_LETTER_STALE', message: COVER_LETTER_STALE_MESSAGE });
    const stored = dataOf<Letter>(await graphql(t, GET, { id: letter.id }, { cookie }), 'coverLetter');
    expect(stored.version).toBe(2);
    expect(stored.questions[0]!.answer).toBe('다른 창에서 쓴 글');
    // A restore based on the old version is refused the same way.
    expect(refusal(await graphql(t, RESTORE, { id: letter.id, version: 1, baseVersion: 1 }, { cookie }))).toMatchObject({ status: 409 });
  });

  it('lets exactly one of two concurrent saves on the same base win', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    const answers = await Promise.all(
      ['첫째 창', '둘째 창', '셋째 창'].map((text) => graphql(t, SAVE, saveInput(letter, 1, text), { cookie })),
    );
    const won = answers.filter((a) => a.statusCode === 200 && !a.json().errors);
    const lost = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    for (const answer of lost) expect(refusal(answer).message).toBe(COVER_LETTER_STALE_MESSAGE);
    const winner = won[0]!.json().data.saveCoverLetter as Letter;
    const stored = dataOf<Letter>(await graphql(t, GET, { id: letter.id }, { cookie }), 'coverLetter');
    expect(stored.version).toBe(2);
    expect(stored.questions[0]!.answer).toBe(winner.questions[0]!.answer);
  });
});

describe('validation', () => {
  it('answers oversized and malformed input with a Korean 400, writing nothing', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    const q = (over: Record<string, unknown>) => ({ question: '문항', charLimit: null, answer: '', ...over });
    const cases: [Record<string, unknown>, string][] = [
      [saveInput(letter, 1, '', { title: '가'.repeat(101) }), 'COVER_LETTER_TITLE_TOO_LONG'],
      [saveInput(letter, 1, '', { company: '가'.repeat(101) }), 'COVER_LETTER_COMPANY_TOO_LONG'],
      [saveInput(letter, 1, '', { questions: Array.from({ length: 21 }, () => q({})) }), 'TOO_MANY_COVER_LETTER_QUESTIONS'],
      [saveInput(letter, 1, '', { questions: [q({ question: '가'.repeat(501) })] }), 'COVER_LETTER_QUESTION_TOO_LONG'],
      [saveInput(letter, 1, '', { questions: [q({ answer: '가'.repeat(10_001) })] }), 'COVER_LETTER_ANSWER_TOO_LONG'],
      [saveInput(letter, 1, '', { questions: Array.from({ length: 6 }, () => q({ answer: 'a'.repeat(10_000) })) }), 'COVER_LETTER_TOO_LONG'],
      [saveInput(letter, 1, '', { questions: [q({ charLimit: 0 })] }), 'INVALID_CHAR_LIMIT'],
      [saveInput(letter, 1, '', { questions: [q({ charLimit: 10_001 })] }), 'INVALID_CHAR_LIMIT'],
      [saveInput(letter, 1, '', { questions: [q({ answer: 'bell\u0007' })] }), 'COVER_LETTER_BAD_CHARACTERS'],
      [saveInput(letter, 1, '', { postingId: 'abc' }), 'INVALID_COVER_LETTER_POSTING'],
      [saveInput(letter, 0, ''), 'INVALID_COVER_LETTER_VERSION'],
      [saveInput({ id: 'not-a-uuid' }, 1, ''), 'INVALID_COVER_LETTER_ID'],
    ];
    for (const [variables, code] of cases) {
      const answer = refusal(await graphql(t, SAVE, variables, { cookie }));
      expect(answer, code).toMatchObject({ status: 400, code });
      expect(answer.message).toMatch(/[가-힣]/);
    }
    expect(refusal(await graphql(t, CREATE, { title: '가'.repeat(101) }, { cookie }))).toMatchObject({ status: 400, code: 'COVER_LETTER_TITLE_TOO_LONG' });
    expect(refusal(await graphql(t, LIST, { pageSize: 51 }, { cookie }))).toMatchObject({ status: 400, code: 'INVALID_PAGE' });
    expect(refusal(await graphql(t, GET, { id: 'x' }, { cookie }))).toMatchObject({ status: 400, code: 'INVALID_COVER_LETTER_ID' });
    const stored = dataOf<Letter>(await graphql(t, GET, { id: letter.id }, { cookie }), 'coverLetter');
    expect(stored.version).toBe(1);
  });

  it('refuses a letter beyond the 200 a member may hold', async () => {
    const { user, cookie } = await createLoggedInUser(t.database.db);
    await t.database.db
      .insert(coverLetters)
      .values(Array.from({ length: 200 }, (_, i) => ({ userId: user.id, title: `자기소개서 ${i}` })));
    expect(refusal(await graphql(t, CREATE, {}, { cookie }))).toMatchObject({ status: 400, code: 'TOO_MANY_COVER_LETTERS' });
  });

  it('accepts exactly the limits', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    const saved = await graphql(
      t,
      SAVE,
      saveInput(letter, 1, '', {
        title: '가'.repeat(100),
        questions: [{ question: '가'.repeat(500), charLimit: 10_000, answer: '가'.repeat(10_000) }],
      }),
      { cookie },
    );
    expect(dataOf<Letter>(saved, 'saveCoverLetter').version).toBe(2);
  });

  it('refuses a visitor with the Korean 401', async () => {
    const { letter } = await newMemberWithLetter();
    for (const [query, variables] of [
      [LIST, {}],
      [GET, { id: letter.id }],
      [CREATE, {}],
      [SAVE, saveInput(letter, 1, '')],
      [DELETE, { id: letter.id }],
      [VERSIONS, { id: letter.id }],
    ] as const) {
      expect(refusal(await graphql(t, query, variables))).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
      });
    }
  });
});

describe('versions', () => {
  it('keeps a version on creation, on 저장 and after two minutes, not on every autosave', async () => {
    const db = t.database.db;
    const { cookie, letter } = await newMemberWithLetter();
    const versions = async () => dataOf<{ version: number }[]>(await graphql(t, VERSIONS, { id: letter.id }, { cookie }), 'coverLetterVersions');
    await graphql(t, SAVE, saveInput(letter, 1, '자동 저장 1'), { cookie });
    await graphql(t, SAVE, saveInput(letter, 2, '자동 저장 2'), { cookie });
    expect((await versions()).map((v) => v.version)).toEqual([1]);
    await graphql(t, SAVE, saveInput(letter, 3, '저장 누름', { keepVersion: true }), { cookie });
    expect((await versions()).map((v) => v.version)).toEqual([4, 1]);
    // Two minutes later an autosave is kept again.
    await db
      .update(coverLetterVersions)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(coverLetterVersions.coverLetterId, letter.id));
    await graphql(t, SAVE, saveInput(letter, 4, '3분 뒤 자동 저장'), { cookie });
    const listed = await versions();
    expect(listed.map((v) => v.version)).toEqual([5, 4, 1]);
    expect(listed[0]).toMatchObject({ title: '삼성전자 상반기', questionCount: 2 });
  });

  it('numbers the kept versions 1, 2, 3 without the gaps of the autosaves between them', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    const versions = async () => dataOf<{ version: number; number: number }[]>(await graphql(t, VERSIONS, { id: letter.id }, { cookie }), 'coverLetterVersions');
    await graphql(t, SAVE, saveInput(letter, 1, '자동 저장'), { cookie });
    await graphql(t, SAVE, saveInput(letter, 2, '저장 누름', { keepVersion: true }), { cookie });
    await graphql(t, SAVE, saveInput(letter, 3, '자동 저장 다시'), { cookie });
    await graphql(t, SAVE, saveInput(letter, 4, '한 번 더 저장', { keepVersion: true }), { cookie });
    const listed = await versions();
    expect(listed.map((v) => v.version)).toEqual([5, 3, 1]);
    expect(listed.map((v) => v.number)).toEqual([3, 2, 1]);
    const kept = dataOf(await graphql(t, VERSION, { id: letter.id, version: 5 }, { cookie }), 'coverLetterVersion');
    expect(kept).toMatchObject({ version: 5, number: 3 });
    // A restore keeps the replaced text and the restored one as the next numbers.
    await graphql(t, SAVE, saveInput(letter, 5, '복원 전에 자동 저장'), { cookie });
    await graphql(t, RESTORE, { id: letter.id, version: 1, baseVersion: 6 }, { cookie });
    expect((await versions()).map((v) => v.number)).toEqual([5, 4, 3, 2, 1]);
  });

  it('keeps at most 50 versions, dropping the oldest', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    for (let base = 1; base <= 52; base += 1) {
      await graphql(t, SAVE, saveInput(letter, base, `저장 ${base}`, { keepVersion: true }), { cookie });
    }
    const listed = dataOf<{ version: number; number: number }[]>(await graphql(t, VERSIONS, { id: letter.id }, { cookie }), 'coverLetterVersions');
    expect(listed).toHaveLength(50);
    expect(listed[0]!.version).toBe(53);
    expect(listed.at(-1)!.version).toBe(4);
    // The numbers of the dropped ones are not reused: the newest is still the 53rd kept.
    expect(listed[0]!.number).toBe(53);
    expect(listed.at(-1)!.number).toBe(4);
  });

  it('keeps the autosaved text a restore replaces, so the restore can be undone', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    await graphql(t, SAVE, saveInput(letter, 1, '자동 저장만 된 글'), { cookie });
    const restored = dataOf<Letter>(await graphql(t, RESTORE, { id: letter.id, version: 1, baseVersion: 2 }, { cookie }), 'restoreCoverLetterVersion');
    expect(restored.questions).toMatchObject([{ question: '', answer: '' }]);
    const listed = dataOf<{ version: number }[]>(await graphql(t, VERSIONS, { id: letter.id }, { cookie }), 'coverLetterVersions');
    expect(listed.map((v) => v.version)).toEqual([3, 2, 1]);
    const replaced = dataOf(await graphql(t, VERSION, { id: letter.id, version: 2 }, { cookie }), 'coverLetterVersion');
    expect(replaced.questions[0].answer).toBe('자동 저장만 된 글');
  });

  it('reads a kept version and restores it as a new save that can itself be undone', async () => {
    const { cookie, letter } = await newMemberWithLetter();
    await graphql(t, SAVE, saveInput(letter, 1, '처음 쓴 답변', { keepVersion: true }), { cookie });
    await graphql(t, SAVE, saveInput(letter, 2, '고쳐 쓴 답변', { keepVersion: true }), { cookie });

    const kept = dataOf(await graphql(t, VERSION, { id: letter.id, version: 2 }, { cookie }), 'coverLetterVersion');
    expect(kept).toMatchObject({ version: 2, title: '삼성전자 상반기', company: '삼성전자', postingId: null });
    expect(kept.questions[0]).toEqual({ question: '지원 동기를 적어주세요.', charLimit: 500, answer: '처음 쓴 답변' });

    const restored = dataOf<Letter>(await graphql(t, RESTORE, { id: letter.id, version: 2, baseVersion: 3 }, { cookie }), 'restoreCoverLetterVersion');
    expect(restored.version).toBe(4);
    expect(restored.questions[0]!.answer).toBe('처음 쓴 답변');
    const listed = dataOf<{ version: number }[]>(await graphql(t, VERSIONS, { id: letter.id }, { cookie }), 'coverLetterVersions');
    expect(listed.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    // Undo the restore by restoring the version before it.
    const undone = dataOf<Letter>(await graphql(t, RESTORE, { id: letter.id, version: 3, baseVersion: 4 }, { cookie }), 'restoreCoverLetterVersion');
    expect(undone.questions[0]!.answer).toBe('고쳐 쓴 답변');

    expect(refusal(await graphql(t, VERSION, { id: letter.id, version: 99 }, { cookie }))).toMatchObject({
      status: 404,
      code: 'COVER_LETTER_VERSION_NOT_FOUND',
    });
  });
});
