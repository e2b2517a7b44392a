/** 자기소개서 as the API answers them: ids as strings, instants as ISO 8601 (the pages show them in KST). */
import { completePosting } from '../postings/complete-posting';
import type { CoverLetterContent, CoverLetterQuestionContent } from './cover-letter-arguments';

export interface CoverLetterPostingRow {
  id: number;
  title: string;
  organiserName: string;
  /** Null only for a draft, which is never a letter's target (only published postings are). */
  receptionEndAt: Date | null;
}

export interface CoverLetterPostingView {
  id: string;
  title: string;
  organiserName: string;
  receptionEndAt: string;
}

export interface CoverLetterQuestionView extends CoverLetterQuestionContent {
  id: string;
}

export interface CoverLetterView {
  id: string;
  title: string;
  company: string;
  job: string;
  posting: CoverLetterPostingView | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  questions: CoverLetterQuestionView[];
}

export interface CoverLetterSummaryView {
  id: string;
  title: string;
  company: string;
  job: string;
  posting: CoverLetterPostingView | null;
  version: number;
  questionCount: number;
  updatedAt: string;
}

export interface CoverLetterVersionView {
  /** Identifies the kept version (the letter's version when kept); compare and restore name it. */
  version: number;
  /** 버전 N as the editor shows it: kept versions counted 1, 2, 3… */
  number: number;
  createdAt: string;
  title: string;
  questionCount: number;
}

export interface CoverLetterSnapshotView extends Omit<CoverLetterContent, 'postingId'> {
  version: number;
  number: number;
  createdAt: string;
  postingId: string | null;
}

export function presentCoverLetterPosting(row: CoverLetterPostingRow | null): CoverLetterPostingView | null {
  if (!row) return null;
  const { receptionEndAt } = completePosting(row);
  return { id: String(row.id), title: row.title, organiserName: row.organiserName, receptionEndAt: receptionEndAt.toISOString() };
}

/**
 * A kept version's snapshot as stored (cover_letter_versions.snapshot is jsonb written by save-cover-letter.ts); read
 * defensively, so a row written by an older shape still opens instead of failing the whole history.
 */
export function snapshotContent(snapshot: Record<string, unknown>): CoverLetterContent {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const questions = Array.isArray(snapshot.questions) ? (snapshot.questions as Record<string, unknown>[]) : [];
  return {
    title: text(snapshot.title),
    company: text(snapshot.company),
    job: text(snapshot.job),
    postingId: typeof snapshot.postingId === 'number' ? snapshot.postingId : null,
    questions: questions.map((q) => ({
      question: text(q?.question),
      charLimit: typeof q?.charLimit === 'number' ? q.charLimit : null,
      answer: text(q?.answer),
    })),
  };
}

export function presentCoverLetterSnapshot(row: {
  version: number;
  number: number;
  createdAt: Date;
  snapshot: Record<string, unknown>;
}): CoverLetterSnapshotView {
  const content = snapshotContent(row.snapshot);
  return {
    ...content,
    postingId: content.postingId === null ? null : String(content.postingId),
    version: row.version,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
  };
}
