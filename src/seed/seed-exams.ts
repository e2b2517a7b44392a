/**
 * Demo CBT content: the exam-type tree of both brands (categories from src/config/brands.ts plus the content's
 * sub-types), the exams of src/seed/content, and a little member activity so the my-CBT pages are not empty.
 * Idempotent: types are upserted, an exam whose brand and title exist is skipped, activity is added once.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BRAND_CONFIGS } from '../config/brands';
import { BRANDS, type BrandId } from '../config/hosts';
import type { Db } from '../db/client';
import { examDetails, examRecords, examTypes, exams, passages, problems, users } from '../db/schema';
import { createExamEntitlement } from '../server/exams/create-exam-entitlement';
import { createExamLike } from '../server/exams/create-exam-like';
import { closeRecord } from '../server/records/close-record';
import { createRecord } from '../server/records/create-record';
import { updateRecordAnswer } from '../server/records/update-record-answer';
import type { SeedExam } from './content/types';
import { withJosa } from '../config/korean-particle';

export interface SeededExam {
  examIdx: number;
  papers: Array<{ examDetailIdx: number; problemIds: number[] }>;
}

/** Throws a message naming the exam and problem when content breaks a rule the database would refuse. */
export function validateSeedExam(exam: SeedExam): void {
  const where = (round: string, n?: number) => `${exam.brand}:${exam.title} / ${round}${n ? ` / ${n}번` : ''}`;
  if (!exam.isFree && (exam.price === undefined || exam.price < 0)) throw new Error(`${where('-')}: 유료 시험에 가격이 없습니다.`);
  if (exam.brand === 'a' && !exam.isFree) throw new Error(`${where('-')}: 브랜드 A 시험은 모두 무료입니다.`);
  for (const round of exam.rounds) {
    if (!(round.timeLimitMinutes > 0)) throw new Error(`${where(round.title)}: 제한 시간이 없습니다.`);
    const keys = new Set((round.passages ?? []).map((p) => p.key));
    round.problems.forEach((problem, i) => {
      if (problem.choices.length < 2 || problem.choices.length > 5) {
        throw new Error(`${where(round.title, i + 1)}: 선택지는 2~5개여야 합니다.`);
      }
      if (!Number.isInteger(problem.answer) || problem.answer < 1 || problem.answer > problem.choices.length) {
        throw new Error(`${where(round.title, i + 1)}: 정답 번호가 선택지 범위를 벗어났습니다.`);
      }
      if (problem.passageKey && !keys.has(problem.passageKey)) {
        throw new Error(`${where(round.title, i + 1)}: 지문 ${withJosa(String(problem.passageKey), '이/가')} 없습니다.`);
      }
    });
  }
}

/** Top-level categories of every brand, then the sub-types the content uses. Returns `brand:slug:subType` → id. */
export async function upsertExamTypes(db: Db, content: SeedExam[]): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>();
  for (const brand of BRANDS) {
    const categories = BRAND_CONFIGS[brand].categories;
    for (const [sortOrder, category] of categories.entries()) {
      const [row] = await db
        .insert(examTypes)
        .values({ brand, slug: category.slug, name: category.name, parentId: null, sortOrder })
        .onConflictDoUpdate({ target: [examTypes.brand, examTypes.slug], set: { name: category.name, sortOrder } })
        .returning({ id: examTypes.id });
      categoryIds.set(`${brand}:${category.slug}`, row!.id);
    }
  }

  const leafIds = new Map<string, number>();
  const order = new Map<number, number>();
  for (const exam of content) {
    const key = `${exam.brand}:${exam.categorySlug}:${exam.subType}`;
    if (leafIds.has(key)) continue;
    const parentId = categoryIds.get(`${exam.brand}:${exam.categorySlug}`);
    if (parentId === undefined) throw new Error(`${exam.title}: 알 수 없는 분류 ${exam.brand}:${exam.categorySlug}`);
    const sortOrder = order.get(parentId) ?? 0;
    order.set(parentId, sortOrder + 1);
    await db
      .insert(examTypes)
      .values({ brand: exam.brand, slug: null, name: exam.subType, parentId, sortOrder })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: examTypes.id })
      .from(examTypes)
      .where(and(eq(examTypes.parentId, parentId), eq(examTypes.name, exam.subType)))
      .limit(1);
    leafIds.set(key, row!.id);
  }
  return leafIds;
}

/** Inserts one exam with its rounds, passages and problems in one transaction; published unless `published: false`. */
export async function insertSeedExam(db: Db, examTypeId: number, exam: SeedExam): Promise<SeededExam> {
  validateSeedExam(exam);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(exams)
      .values({
        brand: exam.brand,
        examTypeId,
        title: exam.title,
        description: exam.description,
        communityBoardSlug: exam.communityBoardSlug || null,
        isFree: exam.isFree,
        price: exam.isFree ? null : (exam.price ?? null),
        // The statement's own now(), as created_at gets: publication order is creation order for seeded exams.
        publishedAt: exam.published === false ? null : sql`now()`,
      })
      .returning({ id: exams.id });
    const papers: SeededExam['papers'] = [];
    for (const [sortOrder, round] of exam.rounds.entries()) {
      const [paper] = await tx
        .insert(examDetails)
        .values({ examId: created!.id, title: round.title, timeLimitMinutes: round.timeLimitMinutes, sortOrder })
        .returning({ id: examDetails.id });
      const passageIds = new Map<string, number>();
      for (const passage of round.passages ?? []) {
        const [row] = await tx
          .insert(passages)
          .values({ examDetailId: paper!.id, title: passage.title ?? null, body: passage.body })
          .returning({ id: passages.id });
        passageIds.set(passage.key, row!.id);
      }
      const rows = round.problems.length
        ? await tx
            .insert(problems)
            .values(
              round.problems.map((problem, i) => ({
                examDetailId: paper!.id,
                number: i + 1,
                passageId: problem.passageKey ? passageIds.get(problem.passageKey)! : null,
                subject: problem.subject,
                stem: problem.stem,
                choices: problem.choices,
                answer: problem.answer,
                explanation: problem.explanation,
                points: problem.points ?? 5,
              })),
            )
            .returning({ id: problems.id, number: problems.number })
        : [];
      papers.push({ examDetailIdx: paper!.id, problemIds: rows.sort((a, b) => a.number - b.number).map((r) => r.id) });
    }
    return { examIdx: created!.id, papers };
  });
}

async function findUserId(db: Db, brand: BrandId, email: string): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, brand), eq(users.email, email)))
    .limit(1);
  return user?.id ?? null;
}

async function examIdsOf(db: Db, brand: BrandId, paid?: boolean) {
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.brand, brand), paid === undefined ? undefined : eq(exams.isFree, !paid)))
    .orderBy(asc(exams.id));
  return rows.map((r) => r.id);
}

/** A finished mock exam with a few wrong answers, so results, percentiles and the review note have content. */
async function seedDemoRecord(db: Db, brand: BrandId, userId: string, examIdx: number, log: (m: string) => void) {
  const existing = await db.select({ id: examRecords.id }).from(examRecords).where(eq(examRecords.userId, userId)).limit(1);
  if (existing.length) return;
  const [paper] = await db
    .select({ id: examDetails.id })
    .from(examDetails)
    .where(eq(examDetails.examId, examIdx))
    .orderBy(asc(examDetails.sortOrder), asc(examDetails.id))
    .limit(1);
  if (!paper) return;
  const startedAt = new Date(Date.now() - 40 * 60_000);
  const { record } = await createRecord(
    db,
    { id: userId, brand },
    { source: 'PAPER', mode: 'MOCK', examDetailIdx: paper.id },
    startedAt,
  );
  const answers = await db
    .select({ id: problems.id, answer: problems.answer, choices: problems.choices })
    .from(problems)
    .where(inArray(problems.id, record.problemIds));
  const byId = new Map(answers.map((p) => [p.id, p]));
  // Answers arrive well inside the time limit; the sheet is submitted before the deadline.
  const step = Math.min(30_000, Math.floor(((record.timeLimitSeconds ?? 60) * 1000 - 2000) / (record.problemIds.length + 1)));
  const at = (n: number) => new Date(startedAt.getTime() + n * step);
  for (const [i, problemId] of record.problemIds.entries()) {
    const problem = byId.get(problemId)!;
    // Every fourth answer is wrong, the last one is left blank.
    if (i === record.problemIds.length - 1) break;
    const choice = i % 4 === 3 ? (problem.answer % problem.choices.length) + 1 : problem.answer;
    await updateRecordAnswer(db, record, problemId, { choice, flagged: i % 7 === 6 }, at(i + 1));
  }
  await closeRecord(db, record.id, at(record.problemIds.length + 1));
  log(`seeded a finished mock exam for ${brand}:${userId}`);
}

/** Likes, a purchase and a finished record for the demo members of src/seed/seed.ts, when they exist. */
async function seedDemoActivity(db: Db, log: (m: string) => void) {
  const student = await findUserId(db, 'a', 'student@careerroad.kr');
  const nurse = await findUserId(db, 'b', 'nurse@nursepass.co.kr');
  const brandAExams = await examIdsOf(db, 'a');
  const brandBExams = await examIdsOf(db, 'b');
  const paidB = await examIdsOf(db, 'b', true);

  if (student) {
    for (const examIdx of brandAExams.slice(0, 2)) await createExamLike(db, student, examIdx);
    if (brandAExams[0] !== undefined) await seedDemoRecord(db, 'a', student, brandAExams[0], log);
  }
  if (nurse) {
    if (paidB[0] !== undefined) {
      await createExamEntitlement(db, { userId: nurse, examIdx: paidB[0], source: 'PURCHASE', orderNo: 'DEMO-202601-0001' });
    }
    for (const examIdx of brandBExams.slice(0, 2)) await createExamLike(db, nurse, examIdx);
    if (brandBExams[0] !== undefined) await seedDemoRecord(db, 'b', nurse, brandBExams[0], log);
  }
}

export async function seedExams(db: Db, content: SeedExam[], log: (message: string) => void = () => {}): Promise<void> {
  const typeIds = await upsertExamTypes(db, content);
  for (const exam of content) {
    const existing = await db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.brand, exam.brand), eq(exams.title, exam.title)))
      .limit(1);
    if (existing.length) continue;
    const seeded = await insertSeedExam(db, typeIds.get(`${exam.brand}:${exam.categorySlug}:${exam.subType}`)!, exam);
    const problemCount = seeded.papers.reduce((sum, p) => sum + p.problemIds.length, 0);
    log(`seeded exam ${exam.brand}:${exam.title} (${seeded.papers.length}회, ${problemCount}문항)`);
  }
  await seedDemoActivity(db, log);
}
