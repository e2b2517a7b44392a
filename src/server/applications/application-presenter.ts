/** Applications as the API answers them: ids as strings, instants as ISO 8601 (pages show them in KST). */
import type { Application, ApplicationCoverLetterSnapshot, ApplicationSpecSummary, ApplicationStatus } from '../../db/schema';
import { canWithdraw } from './application-policy';
import { completePosting } from '../postings/complete-posting';

export interface ApplicationPostingView {
  id: string;
  title: string;
  organiserName: string;
  receptionEndAt: string;
}

/** A row of the member's 지원 현황. */
export interface MyApplicationView {
  id: string;
  status: ApplicationStatus;
  coverLetterTitle: string;
  posting: ApplicationPostingView;
  createdAt: string;
  decidedAt: string | null;
  canWithdraw: boolean;
}

/** A row of a posting's applicant list on the corporate site. */
export interface ApplicantSummaryView {
  id: string;
  status: ApplicationStatus;
  applicantName: string;
  coverLetterTitle: string;
  hasSpecSummary: boolean;
  createdAt: string;
  decidedAt: string | null;
}

/** One application as the company opens it: everything the member sent, as it was when they sent it. */
export interface ApplicationDetailView extends ApplicantSummaryView {
  applicantEmail: string;
  applicantPhone: string | null;
  coverLetter: ApplicationCoverLetterSnapshot;
  specSummary: ApplicationSpecSummary | null;
  posting: ApplicationPostingView;
}

type PostingRow = { id: number; title: string; organiserName: string; receptionEndAt: Date | null };

/** The posting applied to: one that took applications, so never a draft (complete-posting.ts). */
export function presentApplicationPosting(row: PostingRow): ApplicationPostingView {
  const { receptionEndAt } = completePosting(row);
  return { id: String(row.id), title: row.title, organiserName: row.organiserName, receptionEndAt: receptionEndAt.toISOString() };
}

export function presentMyApplication(row: Application, posting: PostingRow): MyApplicationView {
  return {
    id: row.id,
    status: row.status,
    coverLetterTitle: row.coverLetter.title,
    posting: presentApplicationPosting(posting),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    canWithdraw: canWithdraw(row.status),
  };
}

export function presentApplicantSummary(row: Application): ApplicantSummaryView {
  return {
    id: row.id,
    status: row.status,
    applicantName: row.applicantName,
    coverLetterTitle: row.coverLetter.title,
    hasSpecSummary: row.specSummary !== null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function presentApplicationDetail(row: Application, posting: PostingRow): ApplicationDetailView {
  return {
    ...presentApplicantSummary(row),
    applicantEmail: row.applicantEmail,
    applicantPhone: row.applicantPhone,
    coverLetter: row.coverLetter,
    specSummary: row.specSummary,
    posting: presentApplicationPosting(posting),
  };
}
