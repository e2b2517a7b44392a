/**
 * Every background job of the app, run by the jobs plugin (jobs-plugin.ts) once per interval across all instances.
 * A new job is one more entry: a unique name, an interval, and run(db) doing one bounded, idempotent round.
 */
import { expireOverdueRecords } from '../records/expire-overdue-records';
import type { ObjectStorage } from '../storage/object-storage';
import { deleteStaleUploads } from '../uploads/delete-stale-uploads';
import type { BackgroundJob } from './job-runner';

export interface BackgroundJobDependencies {
  storage: ObjectStorage;
}

export function backgroundJobs({ storage }: BackgroundJobDependencies): BackgroundJob[] {
  return [
    // Frees space taken by rejected, expired and never-attached uploads (ADR 5).
    { name: 'delete-stale-uploads', intervalMs: 3_600_000, run: (db) => deleteStaleUploads(db, storage) },
    // Scores MOCK records left open past their deadline; a member's own reads close theirs at once anyway.
    { name: 'expire-overdue-records', intervalMs: 600_000, run: (db) => expireOverdueRecords(db, null) },
  ];
}
