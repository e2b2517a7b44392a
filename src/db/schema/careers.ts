import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { postings } from './postings';
import { users } from './users';

/**
 * 스펙 관리: a member's education, language scores, certificates, awards and activities, one row per entry.
 * Each section's fields differ and are validated by the server per section (src/server/career-specs), so they live
 * in `data`; postingId links an activity or internship to a posting the member scrapped. The basic-info section is
 * the member's profile columns on `users`, not a row here.
 */
export const CAREER_SPEC_SECTIONS = ['EDUCATION', 'LANGUAGE', 'CERTIFICATE', 'AWARD', 'ACTIVITY'] as const;
export type CareerSpecSection = (typeof CAREER_SPEC_SECTIONS)[number];

export const careerSpecs = pgTable(
  'career_specs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section', { enum: CAREER_SPEC_SECTIONS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    postingId: integer('posting_id').references(() => postings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('career_specs_section_valid', sql`${t.section} in ('EDUCATION', 'LANGUAGE', 'CERTIFICATE', 'AWARD', 'ACTIVITY')`),
    index('career_specs_user_section_idx').on(t.userId, t.section, t.createdAt),
  ],
);

/**
 * The 자격증 list a member searches when adding a certificate (seeded; Korean search on pg_trgm like postings:
 * searchJamo and searchChoseong are the name decomposed by src/server/search/search-text.ts).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    searchJamo: text('search_jamo').notNull(),
    searchChoseong: text('search_choseong').notNull(),
  },
  (t) => [
    uniqueIndex('certificates_name_issuer_key').on(t.name, t.issuer),
    index('certificates_search_jamo_trgm_idx').using('gin', sql`${t.searchJamo} gin_trgm_ops`),
    index('certificates_search_choseong_trgm_idx').using('gin', sql`${t.searchChoseong} gin_trgm_ops`),
  ],
);

/**
 * 자기소개서. `version` rises by one on every saved change; a save names the version it was based on and
 * is refused (409) when another tab or device saved first, so nothing typed elsewhere is overwritten.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull().default(''),
    job: text('job').notNull().default(''),
    postingId: integer('posting_id').references(() => postings.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cover_letters_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

/** A cover letter's questions in order; charLimit is the form's limit (공백 포함), null when the form sets none. */
export const coverLetterQuestions = pgTable(
  'cover_letter_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverLetterId: uuid('cover_letter_id')
      .notNull()
      .references(() => coverLetters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    charLimit: integer('char_limit'),
    answer: text('answer').notNull().default(''),
  },
  (t) => [uniqueIndex('cover_letter_questions_position_key').on(t.coverLetterId, t.position)],
);

/** Kept versions of a cover letter (title, target and questions as saved), compared and restored from the editor. */
export const coverLetterVersions = pgTable(
  'cover_letter_versions',
  {
    id: serial('id').primaryKey(),
    coverLetterId: uuid('cover_letter_id')
      .notNull()
      .references(() => coverLetters.id, { onDelete: 'cascade' }),
    /** The letter's version when kept (cover_letters.version counts every save, autosaves included). */
    version: integer('version').notNull(),
    /**
     * What the editor calls it, 버전 1, 2, 3…: the count of versions kept so far, so the history has no gaps where
     * autosaves moved the letter's version on without keeping one.
     */
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cover_letter_versions_version_key').on(t.coverLetterId, t.version),
    uniqueIndex('cover_letter_versions_number_key').on(t.coverLetterId, t.number),
  ],
);

export type CareerSpec = typeof careerSpecs.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;
export type CoverLetter = typeof coverLetters.$inferSelect;
export type CoverLetterQuestion = typeof coverLetterQuestions.$inferSelect;
export type CoverLetterVersion = typeof coverLetterVersions.$inferSelect;
