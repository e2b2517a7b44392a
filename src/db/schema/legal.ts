import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BRAND_IDS, users } from './users';

/** 이용약관, 개인정보처리방침 and the text of the optional 마케팅 정보 수신 consent. */
export const LEGAL_DOCUMENT_KINDS = ['TERMS', 'PRIVACY', 'MARKETING'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** One numbered article of a legal document: its heading (제1조 (목적)) and its paragraphs as plain text. */
export interface LegalArticle {
  heading: string;
  paragraphs: string[];
}

/**
 * Versions of a brand's legal documents. A version is never rewritten once published: a change is a new version with
 * its own effective date (KST day), and the earlier ones stay readable, as Korean services must keep them. A draft
 * (publishedAt null) is seen only by the brand's operators. The version in force on a day is the highest published
 * version whose effective date is not after it.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    kind: text('kind', { enum: LEGAL_DOCUMENT_KINDS }).notNull(),
    /** 1, 2, … per brand and kind. */
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** 시행일: the KST day from which this version applies. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** Plain-text articles; pages render them as text, so no markup is stored or sanitised. */
    articles: jsonb('articles').$type<LegalArticle[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The operator who registered the version; null for the reference seed. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_documents_brand_kind_version_key').on(t.brand, t.kind, t.version),
    check('legal_documents_version_positive', sql`${t.version} > 0`),
  ],
);

export type LegalDocument = typeof legalDocuments.$inferSelect;

/** 자주 묻는 질문 of a brand: grouped by category, ordered by sortOrder across the brand. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_brand_order_idx').on(t.brand, t.sortOrder)],
);

export type FaqEntry = typeof faqEntries.$inferSelect;

/** What a member agrees to at sign-up (and the marketing choice changed later). */
export const CONSENT_KINDS = ['TERMS', 'PRIVACY', 'AGE_14', 'MARKETING'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * Consents as given, append-only: each row is one answer with the version of the document shown (null for the age
 * confirmation, or when the brand had no document in force) and the time. A member's current marketing choice is
 * their latest MARKETING row.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    documentVersion: integer('document_version'),
    agreed: boolean('agreed').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consents_user_kind_idx').on(t.userId, t.kind, t.id)],
);

export type UserConsent = typeof userConsents.$inferSelect;
