import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BRAND_IDS, users } from './users';

/**
 * The operators' audit log: one row per change an operator (or a command on the server) made, written in the same
 * transaction as the change (src/server/audit/record-audit-event.ts), so a change and its row commit or fail together.
 * Append-only: no operation updates or deletes a row, and a trigger of the migration (drizzle/0007) refuses UPDATE,
 * DELETE and TRUNCATE, so not even a careless SQL session rewrites history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    /**
     * Who made the change; null for a command run on the server (grant-role). No ON DELETE action: an operator with
     * audit rows cannot be deleted, only demoted, so every row keeps naming who acted.
     */
    actorId: uuid('actor_id').references(() => users.id),
    /** `<resource>.<verb>`: exam.create, exam.publish, problem.update, user.role.change, … */
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    /** The resource as it was before the change (null for a creation) and after it. */
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_brand_id_idx').on(t.brand, t.id),
    index('audit_events_resource_idx').on(t.resourceType, t.resourceId, t.id),
    index('audit_events_actor_idx').on(t.actorId),
    check('audit_events_brand_valid', sql`${t.brand} in ('a', 'b')`),
    check('audit_events_action_valid', sql`${t.action} ~ '^[a-z][a-z-]*(\\.[a-z][a-z-]*)+$'`),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
