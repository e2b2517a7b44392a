/**
 * A company's own posting as the corporate site shows and edits it (ADR 25): the stored columns
 * back as the form's values (KST days), its place in review, the counts /activities lists, and what may be done
 * with it now, so the pages never re-derive the rules.
 */
import { kstDayKey, postingStatusAt } from '../../config/kst';
import type { Posting } from '../../db/schema';
import { completePosting } from './complete-posting';

export type ManagementStatus = 'DRAFT' | 'IN_REVIEW' | 'REJECTED' | 'UPCOMING' | 'OPEN' | 'CLOSED';

export function managementStatusOf(p: Pick<Posting, 'reviewStatus' | 'receptionStartAt' | 'receptionEndAt'>, now: Date): ManagementStatus {
  if (p.reviewStatus !== 'PUBLISHED') return p.reviewStatus;
  const { receptionStartAt, receptionEndAt } = completePosting(p);
  return postingStatusAt({ startAt: receptionStartAt, endAt: receptionEndAt }, now);
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentManagedPosting(p: Posting, now = new Date()) {
  const status = managementStatusOf(p, now);
  const live = p.reviewStatus === 'PUBLISHED';
  return {
    id: String(p.id),
    managementStatus: status,
    reviewStatus: p.reviewStatus,
    rejectionReason: p.reviewStatus === 'REJECTED' ? p.rejectionReason : null,
    kind: p.kind,
    title: p.title,
    organiserName: p.organiserName,
    organiserType: p.organiserType,
    fields: p.fields,
    targets: p.targets,
    region: p.region,
    benefits: p.benefits,
    prizeMoney: p.prizeMoney,
    employmentType: p.employmentType,
    careerLevel: p.careerLevel,
    posterUrl: p.posterUrl,
    posterSvg: p.posterUrl ? null : p.posterSvg,
    applyUrl: p.applyUrl,
    applyEmail: p.applyEmail,
    acceptsApplications: p.acceptsApplications,
    // A draft's days are null until the company fills them in.
    receptionStartDay: p.receptionStartAt ? kstDayKey(p.receptionStartAt) : null,
    receptionEndDay: p.receptionEndAt ? kstDayKey(p.receptionEndAt) : null,
    announcementDay: p.announcementAt ? kstDayKey(p.announcementAt) : null,
    receptionStartAt: iso(p.receptionStartAt),
    receptionEndAt: iso(p.receptionEndAt),
    bodyHtml: p.bodyHtml,
    views: p.views,
    scrapCount: p.scrapCount,
    commentCount: p.commentCount,
    submittedAt: iso(p.submittedAt),
    publishedAt: iso(p.publishedAt),
    reviewedAt: iso(p.reviewedAt),
    closedEarlyAt: iso(p.closedEarlyAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    canEdit: p.reviewStatus !== 'IN_REVIEW',
    canSubmit: p.reviewStatus === 'DRAFT' || p.reviewStatus === 'REJECTED',
    canDelete: p.reviewStatus === 'DRAFT' || p.reviewStatus === 'REJECTED',
    canClose: live && status !== 'CLOSED',
  };
}

export type ManagedPostingView = ReturnType<typeof presentManagedPosting>;
