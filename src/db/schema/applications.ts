/**
 * Applications made on the portal to a posting that takes them (ADR 26): one per member and posting, with
 * what the member sent frozen at that moment (the cover letter's questions and answers, a summary of their 스펙 and
 * their contact details), so a later edit of the letter or the profile never changes what the company read.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { coverLetters } from './careers';
import { postings } from './postings';
import { BRAND_IDS, users } from './users';

/** SUBMITTED until the company decides: PASSED (서류 합격) or FAILED (불합격). Withdrawing deletes the row (ADR 26). */
export const APPLICATION_STATUSES = ['SUBMITTED', 'PASSED', 'FAILED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface ApplicationCoverLetterSnapshot {
  title: string;
  questions: { question: string; charLimit: number | null; answer: string }[];
}

export interface ApplicationSpecSummary {
  school: string | null;
  major: string | null;
  completenessPercent: number;
  sections: { section: string; items: string[] }[];
}

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    postingId: integer('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('SUBMITTED'),
    /** The letter it was made from (gone if the member deletes it later; the snapshot stays). */
    coverLetterId: uuid('cover_letter_id').references(() => coverLetters.id, { onDelete: 'set null' }),
    coverLetter: jsonb('cover_letter').$type<ApplicationCoverLetterSnapshot>().notNull(),
    /** Null when the member chose not to send their 스펙. */
    specSummary: jsonb('spec_summary').$type<ApplicationSpecSummary>(),
    applicantName: text('applicant_name').notNull(),
    applicantEmail: text('applicant_email').notNull(),
    applicantPhone: text('applicant_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('applications_status_valid', sql`${t.status} in ('SUBMITTED', 'PASSED', 'FAILED')`),
    check('applications_decided_when_decided', sql`(${t.status} = 'SUBMITTED') = (${t.decidedAt} is null)`),
    // One application per member and posting, also when two submits race (the loser gets the Korean 409).
    uniqueIndex('applications_posting_user_key').on(t.postingId, t.userId),
    index('applications_posting_created_idx').on(t.postingId, t.createdAt.desc()),
    index('applications_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type Application = typeof applications.$inferSelect;
