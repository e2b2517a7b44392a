import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BRAND_IDS, users } from './users';

/** The outside logins a member may use besides (or instead of) a password. */
export const SOCIAL_PROVIDERS = ['KAKAO', 'NAVER'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * A member's Kakao or Naver account. Accounts are per brand, so one Kakao account may belong to a member of each
 * brand, but to one member per brand; a member links each provider once.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    /** The email the provider gave at linking, if any (for the profile's list; the account's email is on users). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_account_key').on(t.brand, t.provider, t.providerUserId),
    uniqueIndex('user_identities_user_provider_key').on(t.userId, t.provider),
    check('user_identities_provider_valid', sql`${t.provider} in ('KAKAO', 'NAVER')`),
  ],
);

/**
 * A login started at a provider and not yet back: the state sent to the provider (its SHA-256), the PKCE verifier,
 * where to return, and a random value also kept in the starting browser's cookie, so a callback is accepted once
 * (the row is deleted as it is read) and only in the browser that started it.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    browserBindingHash: text('browser_binding_hash').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_login_states_expires_idx').on(t.expiresAt)],
);

/**
 * A provider account that came back without a member: it either completes a sign-up (nickname, agreements,
 * interests) or, when its verified email is a member's, links to that member once their password is confirmed.
 * The browser holds the token; the table its SHA-256.
 */
export const socialSignups = pgTable(
  'social_signups',
  {
    tokenHash: text('token_hash').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull(),
    nickname: text('nickname'),
    /** The member whose verified email matched: linking needs their password. */
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_signups_expires_idx').on(t.expiresAt)],
);

export type UserIdentity = typeof userIdentities.$inferSelect;
export type SocialSignup = typeof socialSignups.$inferSelect;
