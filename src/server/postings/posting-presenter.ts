/**
 * Postings as the portal GraphQL answers them: plain JSON (ISO instants) that the read cache can keep and share.
 * What depends on the clock (status, D-day) or the viewer (viewerHasScrapped) is not here: the resolvers derive it
 * per request, so a cached list never shows yesterday's status.
 */
import type { Posting } from '../../db/schema';
import { completePosting } from './complete-posting';
import type { PostingDetail } from './get-posting';

export interface PostingView {
  id: string;
  kind: Posting['kind'];
  title: string;
  channelId: string;
  organiserName: string;
  organiserType: NonNullable<Posting['organiserType']>;
  fields: string[];
  targets: string[];
  region: string;
  benefits: string[];
  prizeMoney: number | null;
  employmentType: Posting['employmentType'];
  careerLevel: Posting['careerLevel'];
  posterUrl: string | null;
  posterSvg: string | null;
  applyUrl: string | null;
  applyEmail: string | null;
  /** Members apply on the portal (ADR 26). */
  acceptsApplications: boolean;
  receptionStartAt: string;
  receptionEndAt: string;
  announcementAt: string | null;
  writtenTestAt: string | null;
  writtenTestExamTypeSlugs: string[];
  views: number;
  scrapCount: number;
  commentCount: number;
  publishedAt: string;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A posting past review (never a draft: see complete-posting.ts). */
export function presentPosting(row: Posting): PostingView {
  const p = completePosting(row);
  return {
    id: String(p.id),
    kind: p.kind,
    title: p.title,
    channelId: p.channelId,
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
    receptionStartAt: p.receptionStartAt.toISOString(),
    receptionEndAt: p.receptionEndAt.toISOString(),
    announcementAt: iso(p.announcementAt),
    writtenTestAt: iso(p.writtenTestAt),
    writtenTestExamTypeSlugs: p.writtenTestExamTypeSlugs,
    views: p.views,
    scrapCount: p.scrapCount,
    commentCount: p.commentCount,
    publishedAt: p.publishedAt!.toISOString(),
  };
}

export function presentPostingDetail(detail: PostingDetail) {
  return {
    posting: presentPosting(detail.posting),
    bodyHtml: detail.posting.bodyHtml,
    channel: detail.channel,
    related: detail.related.map(presentPosting),
  };
}
