import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** NORMAL is an individual member; every other type is a corporate member (spec §1, §6). */
export const USER_TYPES = ['NORMAL', 'CORPORATE'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const BRAND_IDS = ['a', 'b'] as const;

/**
 * What a user may do beyond being a member: MEMBER is everyone who signs up; CONTENT_EDITOR writes and publishes
 * exams; ADMIN does that and the rest of the operator console (audit log, approvals). Operators belong to one brand,
 * like every account. Granted only by `grant-role` (src/seed/cli.ts) or the seed, never by sign-up.
 */
export const USER_ROLES = ['MEMBER', 'CONTENT_EDITOR', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// Accounts are per brand: the two CBT brands are separate white-label products with their own members.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    nickname: text('nickname'),
    type: text('type', { enum: USER_TYPES }).notNull().default('NORMAL'),
    role: text('role', { enum: USER_ROLES }).notNull().default('MEMBER'),
    /** Null for a member who signed up with Kakao or Naver and never set a password (they log in through it). */
    passwordHash: text('password_hash'),
    companyName: text('company_name'),
    /** 사업자등록번호, ten digits with a valid check digit (src/config/business-number.ts); one account per brand. */
    businessNumber: text('business_number'),
    /** 대표자명 of a corporate account; its 담당자 (contact person) is the account's username. */
    representativeName: text('representative_name'),
    /** The 담당자's phone, digits only (an office line or a mobile, src/config/corporate-account.ts). */
    contactPhone: text('contact_phone'),
    /**
     * Corporate sign-ups need approval before channel services are available (spec §6). Approval states (ADR 22):
     * approved when set; else rejected when corporateRejectedAt is set; else waiting for review. Changing the
     * business number clears both (back to review).
     */
    corporateApprovedAt: timestamp('corporate_approved_at', { withTimezone: true }),
    corporateRejectedAt: timestamp('corporate_rejected_at', { withTimezone: true }),
    /**
     * Why the operator refused the sign-up (ADR 24), shown to the company beside REJECTED; null when rejected by the
     * command or before reasons existed. Cleared with the rejection (approval, a new number).
     */
    corporateRejectionReason: text('corporate_rejection_reason'),
    /**
     * The portal's /manage/welcome choices: posting field codes of interest and who the member is (the
     * posting target codes); they drive 추천. onboardedAt is set when the member saved them once.
     */
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    targets: text('targets').array().notNull().default(sql`'{}'::text[]`),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    /** /profile: the member's own details, all optional; the basic-info section of 스펙 관리 shows them. */
    name: text('name'),
    phone: text('phone'),
    birthYear: integer('birth_year'),
    school: text('school'),
    major: text('major'),
    /** Notification kinds the member turned off in /profile; nothing of these kinds is written for them. */
    mutedNotificationKinds: text('muted_notification_kinds').array().notNull().default(sql`'{}'::text[]`),
    /** Set when the member deleted their account: personal data is cleared, posts stay as 탈퇴한 회원. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_brand_email_key').on(t.brand, sql`lower(${t.email})`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('MEMBER', 'CONTENT_EDITOR', 'ADMIN')`),
    // The duplicate check of a corporate sign-up or number change (register-user.ts). Not unique: accounts made
    // before the check, and test factories, may share a number.
    index('users_corporate_business_number_idx')
      .on(t.brand, t.businessNumber)
      .where(sql`${t.type} = 'CORPORATE' and ${t.businessNumber} is not null`),
  ],
);

/** Server-side sessions: the cookie carries a random token, the table keeps only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * A pending email change: the code mailed to the new address, kept as its SHA-256; one per member, replaced
 * by a new request, spent when confirmed. attempts bounds guessing.
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
