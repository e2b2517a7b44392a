/**
 * CBT exam practice (docs/cbt-model.md): the catalogue (types → exams → papers → problems),
 * what members do with it (records, answers, review notes, likes) and brand B purchases (entitlements).
 * Every catalogue row carries its brand; child rows are tied to the same brand by composite foreign keys,
 * so a brand A exam can never hang under a brand B type and a record can never point at another brand's exam.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BRAND_IDS, users } from './users';

/** Categories (top level, with the slug of spec §2.1) and their sub-types: one tree per brand. */
export const examTypes = pgTable(
  'exam_types',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    /** Set on top-level categories only (src/config/brands.ts), e.g. 'public-company'. */
    slug: text('slug'),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('exam_types_brand_id_key').on(t.brand, t.id),
    uniqueIndex('exam_types_brand_slug_key').on(t.brand, t.slug),
    uniqueIndex('exam_types_parent_name_key').on(t.parentId, t.name),
    foreignKey({ name: 'exam_types_parent_fk', columns: [t.brand, t.parentId], foreignColumns: [t.brand, t.id] }).onDelete(
      'cascade',
    ),
    check('exam_types_top_level_has_slug', sql`${t.parentId} is not null or ${t.slug} is not null`),
  ],
);

/** An exam (시험) of one brand under a leaf exam type; its papers are the rounds (회차). */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    examTypeId: integer('exam_type_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Slug of the exam's information-room board (spec §3 communityBoardId). */
    communityBoardSlug: text('community_board_slug'),
    isFree: boolean('is_free').notNull().default(true),
    /** KRW; only for paid exams (brand B). */
    price: integer('price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an operator last published the exam; null while it is a draft. Members and visitors see published exams
     * only (src/server/exams/exam-policy.ts publishedExam); drafts are reached through the authoring routes.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    unique('exams_brand_id_key').on(t.brand, t.id),
    foreignKey({
      name: 'exams_exam_type_fk',
      columns: [t.brand, t.examTypeId],
      foreignColumns: [examTypes.brand, examTypes.id],
    }),
    index('exams_brand_type_idx').on(t.brand, t.examTypeId),
    index('exams_brand_created_idx').on(t.brand, t.createdAt),
    index('exams_brand_published_idx').on(t.brand, t.publishedAt),
    check('exams_price_valid', sql`${t.price} is null or ${t.price} >= 0`),
    check('exams_paid_has_price', sql`${t.isFree} or ${t.price} is not null`),
  ],
);

/** A paper (시험지, examDetailIdx): one round of an exam with its own time limit. */
export const examDetails = pgTable(
  'exam_details',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the paper was made visible to takers of its (published) exam; null for an imported paper waiting for an
     * operator's 공개 (ADR 31). Defaults to now, so papers authored one by one and every paper before migration 0025
     * stay visible as they were; member and visitor reads carry exam-policy.ts publishedPaper().
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('exam_details_exam_idx').on(t.examId, t.sortOrder),
    check('exam_details_time_limit_positive', sql`${t.timeLimitMinutes} > 0`),
  ],
);

/**
 * How a problem's or a passage's text is stored (ADR 34): TEXT is plain text the web escapes (blank lines separate
 * paragraphs, `| a | b |` lines form a table); HTML is the console editor's rich text, sanitised on write by the one
 * module src/server/problems/sanitize-problem-content.ts, its math already rendered to MathML.
 */
export const CONTENT_FORMATS = ['TEXT', 'HTML'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/** A shared reading passage (지문) of one paper, used by several problems; its text in its own format. */
export const passages = pgTable(
  'passages',
  {
    id: serial('id').primaryKey(),
    examDetailId: integer('exam_detail_id')
      .notNull()
      .references(() => examDetails.id, { onDelete: 'cascade' }),
    title: text('title'),
    body: text('body').notNull(),
    /** TEXT (plain, imported and seeded content) or HTML (sanitised rich text, ADR 34); the title is always plain. */
    format: text('format', { enum: CONTENT_FORMATS }).notNull().default('TEXT'),
  },
  (t) => [
    index('passages_exam_detail_idx').on(t.examDetailId),
    check('passages_format_valid', sql`${t.format} in ('TEXT', 'HTML')`),
  ],
);

/**
 * A multiple-choice problem (multipleProblemIdx). Its stem, choices and explanation share one format (ADR 34): plain
 * text the web escapes, or HTML sanitised on write; subject is always plain.
 */
export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    examDetailId: integer('exam_detail_id')
      .notNull()
      .references(() => examDetails.id, { onDelete: 'cascade' }),
    /** Number within the paper, from 1. */
    number: integer('number').notNull(),
    passageId: integer('passage_id').references(() => passages.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    stem: text('stem').notNull(),
    /** 2 to 5 choices (O/X items have two; most Korean papers four or five), without numbering. */
    choices: jsonb('choices').$type<string[]>().notNull(),
    /** 1-based number of the correct choice. */
    answer: smallint('answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    points: integer('points').notNull().default(5),
    format: text('format', { enum: CONTENT_FORMATS }).notNull().default('TEXT'),
  },
  (t) => [
    uniqueIndex('problems_exam_detail_number_key').on(t.examDetailId, t.number),
    check('problems_format_valid', sql`${t.format} in ('TEXT', 'HTML')`),
    index('problems_passage_idx').on(t.passageId),
    check(
      'problems_choices_valid',
      sql`jsonb_typeof(${t.choices}) = 'array' and jsonb_array_length(${t.choices}) between 2 and 5`,
    ),
    check('problems_answer_valid', sql`${t.answer} >= 1 and ${t.answer} <= jsonb_array_length(${t.choices})`),
    check('problems_points_valid', sql`${t.points} > 0`),
  ],
);

export const RECORD_MODES = ['MOCK', 'ONE'] as const;
export type RecordMode = (typeof RECORD_MODES)[number];
export const RECORD_SOURCES = ['PAPER', 'RANDOM', 'REVIEW'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];
export const RECORD_STATUSES = ['IN_PROGRESS', 'SUBMITTED', 'EXPIRED'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export interface SubjectResult {
  subject: string;
  correct: number;
  total: number;
  /** 0–100, points earned in the subject over its points. */
  score: number;
}

/** One attempt (recordIdx) at a set of problems: a paper, a random set of an exam, or a wrong-answer retry. */
export const examRecords = pgTable(
  'exam_records',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    /** Null only for a review set that spans several exams. */
    examId: integer('exam_id'),
    /** The paper of a PAPER record; null for RANDOM and REVIEW sets. */
    examDetailId: integer('exam_detail_id').references(() => examDetails.id),
    /** The exam-type filter a REVIEW set was drawn with. */
    examTypeId: integer('exam_type_id').references(() => examTypes.id),
    mode: text('mode', { enum: RECORD_MODES }).notNull(),
    source: text('source', { enum: RECORD_SOURCES }).notNull(),
    /**
     * What "the same set" means for resuming: 'PAPER:<examDetailIdx>', 'RANDOM:<examIdx>',
     * 'REVIEW:<examIdx|*>:<examTypeId|*>'. At most one IN_PROGRESS record per user, mode and key.
     */
    setKey: text('set_key').notNull(),
    /** The problems of this attempt in the order shown. */
    problemIds: integer('problem_ids').array().notNull(),
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('IN_PROGRESS'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** MOCK only; ONE has no time limit. */
    timeLimitSeconds: integer('time_limit_seconds'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** When the record was closed: the submit time, or the deadline for an EXPIRED record. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** 0–100: earned points over total points. */
    score: integer('score'),
    earnedPoints: integer('earned_points'),
    totalPoints: integer('total_points').notNull(),
    correctCount: integer('correct_count'),
    totalCount: integer('total_count').notNull(),
    durationSeconds: integer('duration_seconds'),
    subjectResults: jsonb('subject_results').$type<SubjectResult[]>(),
  },
  (t) => [
    foreignKey({ name: 'exam_records_exam_fk', columns: [t.brand, t.examId], foreignColumns: [exams.brand, exams.id] }),
    index('exam_records_user_started_idx').on(t.userId, t.startedAt),
    index('exam_records_user_paper_idx').on(t.userId, t.examDetailId),
    index('exam_records_paper_score_idx').on(t.examDetailId, t.status, t.score),
    index('exam_records_exam_started_idx').on(t.examId, t.startedAt),
    index('exam_records_exam_type_idx').on(t.examTypeId),
    uniqueIndex('exam_records_in_progress_key')
      .on(t.userId, t.mode, t.setKey)
      .where(sql`${t.status} = 'IN_PROGRESS'`),
    check('exam_records_deadline_by_mode', sql`(${t.mode} = 'MOCK') = (${t.deadlineAt} is not null)`),
    check('exam_records_paper_has_detail', sql`${t.source} <> 'PAPER' or ${t.examDetailId} is not null`),
    check('exam_records_closed_is_scored', sql`${t.status} = 'IN_PROGRESS' or ${t.score} is not null`),
  ],
);

/** A saved answer; answered_at is stamped by the server on receipt. */
export const recordAnswers = pgTable(
  'record_answers',
  {
    recordId: integer('record_id')
      .notNull()
      .references(() => examRecords.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id),
    choice: smallint('choice'),
    flagged: boolean('flagged').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when checked (ONE mode: at once, and the answer is final) or when the record is closed. */
    isCorrect: boolean('is_correct'),
  },
  (t) => [
    primaryKey({ name: 'record_answers_pkey', columns: [t.recordId, t.problemId] }),
    index('record_answers_problem_idx').on(t.problemId),
  ],
);

/** Wrong-answer note (오답노트): one row per member and problem. */
export const reviewNotes = pgTable(
  'review_notes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** Denormalised from the problem (which never changes exam) for per-exam filters and aggregates. */
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    wrongCount: integer('wrong_count').notNull().default(1),
    /** The choice of the last wrong answer; null when it was left unanswered. */
    lastWrongChoice: smallint('last_wrong_choice'),
    lastWrongAt: timestamp('last_wrong_at', { withTimezone: true }).notNull(),
    lastRecordId: integer('last_record_id').references(() => examRecords.id, { onDelete: 'set null' }),
    masteredAt: timestamp('mastered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'review_notes_pkey', columns: [t.userId, t.problemId] }),
    index('review_notes_user_exam_idx').on(t.userId, t.examId),
    index('review_notes_problem_idx').on(t.problemId),
    index('review_notes_last_record_idx').on(t.lastRecordId),
  ],
);

/** Likes (관심 시험). */
export const examLikes = pgTable(
  'exam_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'exam_likes_pkey', columns: [t.userId, t.examId] }), index('exam_likes_exam_idx').on(t.examId)],
);

export const ENTITLEMENT_SOURCES = ['PURCHASE', 'GRANT'] as const;
export type EntitlementSource = (typeof ENTITLEMENT_SOURCES)[number];

/** The right to solve a paid exam (brand B purchases, or a grant by staff). */
export const examEntitlements = pgTable(
  'exam_entitlements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ENTITLEMENT_SOURCES }).notNull(),
    /** The shop's order sheet number for purchases. */
    orderNo: text('order_no'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'exam_entitlements_pkey', columns: [t.userId, t.examId] }),
    index('exam_entitlements_exam_idx').on(t.examId),
  ],
);

export type ExamType = typeof examTypes.$inferSelect;
export type Exam = typeof exams.$inferSelect;
export type NewExam = typeof exams.$inferInsert;
export type ExamDetail = typeof examDetails.$inferSelect;
export type Passage = typeof passages.$inferSelect;
export type Problem = typeof problems.$inferSelect;
export type ExamRecord = typeof examRecords.$inferSelect;
export type NewExamRecord = typeof examRecords.$inferInsert;
export type RecordAnswer = typeof recordAnswers.$inferSelect;
export type ReviewNote = typeof reviewNotes.$inferSelect;
export type ExamEntitlement = typeof examEntitlements.$inferSelect;
