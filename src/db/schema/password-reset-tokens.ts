import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BRAND_IDS, users } from './users';

/**
 * A 비밀번호 재설정 link mailed to a member: the token is in the link only, the table keeps its SHA-256. A link
 * works once (usedAt) and until expiresAt; a new request deletes the member's earlier unused links. Used rows stay
 * until they expire, so a second click is told the link was used rather than that it never existed.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
