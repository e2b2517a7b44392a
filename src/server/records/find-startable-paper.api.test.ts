/** A paper to start, read once for every taker and read again after its brand's tag is bumped. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { examDetails, exams } from '../../db/schema';
import { createExam } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { createReadCache } from '../read-cache/read-cache';
import { createInProcessReadVersions } from '../read-cache/read-versions';
import { findStartablePaper, findStartablePaperFrom } from './find-startable-paper';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const tagOf = (brand: string) => [`exams:${brand}`];

describe('findStartablePaper', () => {
  it('reads the paper with its exam, problems in order and passages; another brand has no such paper', async () => {
    const exam = await createExam(database.db, {
      papers: [{ timeLimitMinutes: 30, problems: 3, passages: [{ key: 'p', body: '지문' }] }],
    });
    const paperId = exam.papers[0]!.examDetailIdx;
    const paper = await findStartablePaper(database.db, 'a', paperId);
    expect(paper).toMatchObject({
      id: paperId,
      title: '실전 모의고사 1회',
      timeLimitMinutes: 30,
      exam: { id: exam.examIdx, isFree: true },
      passages: [],
    });
    expect(paper!.problems.map((p) => p.id)).toEqual(exam.papers[0]!.problemIds);
    expect(await findStartablePaper(database.db, 'b', paperId)).toBeNull();
  });
});

describe('findStartablePaperFrom (the read cache)', () => {
  it('serves one copy until the brand’s tag is bumped, then reads the catalogue again', async () => {
    const cache = createReadCache({ versions: createInProcessReadVersions() });
    const findPaper = findStartablePaperFrom(cache, tagOf);
    const exam = await createExam(database.db, { papers: [{ timeLimitMinutes: 20 }] });
    const paperId = exam.papers[0]!.examDetailIdx;
    expect(await findPaper(database.db, 'a', paperId)).toMatchObject({ timeLimitMinutes: 20, exam: { isFree: true } });

    // A catalogue write the cache does not see yet.
    await database.db.update(examDetails).set({ timeLimitMinutes: 45 }).where(eq(examDetails.id, paperId));
    await database.db.update(exams).set({ isFree: false, price: 1_000 }).where(eq(exams.id, exam.examIdx));
    expect(await findPaper(database.db, 'a', paperId)).toMatchObject({ timeLimitMinutes: 20, exam: { isFree: true } });
    await cache.invalidate('exams:b');
    expect(await findPaper(database.db, 'a', paperId)).toMatchObject({ timeLimitMinutes: 20 });

    await cache.invalidate('exams:a');
    expect(await findPaper(database.db, 'a', paperId)).toMatchObject({ timeLimitMinutes: 45, exam: { isFree: false } });
  });

  it('shares one read between concurrent takers and keeps no missing paper', async () => {
    const cache = createReadCache({ versions: createInProcessReadVersions() });
    const findPaper = findStartablePaperFrom(cache, tagOf);
    const exam = await createExam(database.db);
    const paperId = exam.papers[0]!.examDetailIdx;
    const copies = await Promise.all(Array.from({ length: 5 }, () => findPaper(database.db, 'a', paperId)));
    expect(new Set(copies).size).toBe(1);
    expect(cache.size).toBe(1);

    expect(await findPaper(database.db, 'a', 999_999)).toBeNull();
    expect(await findPaper(database.db, 'b', paperId)).toBeNull();
    expect(cache.size).toBe(1);
  });
});
