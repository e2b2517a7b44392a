/**
 * Every background job of the app, run by the jobs plugin (jobs-plugin.ts) once per interval across all instances.
 * A new job is one more entry: a unique name, an interval, and run(db) doing one bounded, idempotent round.
 */
import { deleteExpiredPasswordResets } from '../accounts/delete-expired-password-resets';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { BRAND_IDS } from '../../db/schema/users';
import type { PaymentProviders } from '../payments/payment-providers';
import { expireUnpaidOrders } from '../shop/orders/expire-unpaid-orders';
import { remindClosingPostings } from '../notifications/remind-closing-postings';
import { expireOverdueRecords } from '../records/expire-overdue-records';
import type { ObjectStorage } from '../storage/object-storage';
import { deleteStaleUploads } from '../uploads/delete-stale-uploads';
import type { BackgroundJob } from './job-runner';

export interface BackgroundJobDependencies {
  storage: ObjectStorage;
  /** The shop's payment providers, for cancelling unpaid orders past their time. */
  payments: PaymentProviders;
  /** When given, members reminded by a job see their new unread count at once (else within the counts cache's 5 s). */
  profileCounts?: ProfileCountsInvalidation;
}

export function backgroundJobs({ storage, payments, profileCounts }: BackgroundJobDependencies): BackgroundJob[] {
  return [
    // Frees space taken by rejected, expired and never-attached uploads (ADR 5).
    { name: 'delete-stale-uploads', intervalMs: 3_600_000, run: (db) => deleteStaleUploads(db, storage) },
    // 비밀번호 재설정 links a day past their expiry: nothing can use them, and the table stays small.
    { name: 'delete-expired-password-resets', intervalMs: 3_600_000, run: (db) => deleteExpiredPasswordResets(db) },
    // Scores MOCK records left open past their deadline; a member's own reads close theirs at once anyway.
    { name: 'expire-overdue-records', intervalMs: 600_000, run: (db) => expireOverdueRecords(db, null) },
    // Portal: "[D-3]/[D-1] … 마감" reminders of scrapped postings, once per member, posting and mark (dedupe keys).
    { name: 'remind-closing-postings', intervalMs: 600_000, run: (db) => remindClosingPostings(db, { profileCounts }) },
    // Shop (ADR 28): bank transfers past their deposit deadline and card orders unpaid for a day are cancelled, their
    // points and coupon given back — what `npm run db:expire-orders` does by hand.
    {
      name: 'expire-unpaid-orders',
      intervalMs: 600_000,
      run: async (db) => {
        for (const brand of BRAND_IDS) await expireUnpaidOrders(db, payments, { brand });
      },
    },
  ];
}
