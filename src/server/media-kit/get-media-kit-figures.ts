/**
 * The figures of the media kit (spec §6 미디어킷 다운로드, ADR 26): what an advertiser is told about the brand's
 * portal, counted from the product's own tables at the moment asked, never typed in — members (individual, and
 * approved companies), active channels, published and open postings, counted posting views of the last 30 KST days
 * (one per visitor, posting and day: posting-views' rule) and applications made on the portal in those days.
 */
import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { kstDayKey } from '../../config/kst';
import type { Db } from '../../db/client';

export interface MediaKitFigures {
  individualMembers: number;
  approvedCompanies: number;
  activeChannels: number;
  publishedPostings: number;
  openPostings: number;
  postingViewsLast30Days: number;
  applicationsLast30Days: number;
  /** The first KST day the 30-day figures count, yyyy-MM-dd. */
  periodStartDay: string;
  measuredAt: string;
}

export const MEDIA_KIT_PERIOD_DAYS = 30;

export async function getMediaKitFigures(db: Db, brand: BrandId, now = new Date()): Promise<MediaKitFigures> {
  const periodStartDay = kstDayKey(now.getTime() - (MEDIA_KIT_PERIOD_DAYS - 1) * 86_400_000);
  const periodStart = new Date(`${periodStartDay}T00:00:00+09:00`);
  const at = now.toISOString();
  const result = await db.execute(sql`
    select
      (select count(*)::int from users where brand = ${brand} and deleted_at is null and type = 'NORMAL') as individual_members,
      (select count(*)::int from users where brand = ${brand} and deleted_at is null and type = 'CORPORATE'
        and corporate_approved_at is not null) as approved_companies,
      (select count(*)::int from channels c join users u on u.id = c.owner_id
        where u.brand = ${brand} and c.deactivated_at is null) as active_channels,
      (select count(*)::int from postings where brand = ${brand} and published_at <= ${at}::timestamptz) as published_postings,
      (select count(*)::int from postings where brand = ${brand} and published_at <= ${at}::timestamptz
        and reception_start_at <= ${at}::timestamptz and reception_end_at >= ${at}::timestamptz) as open_postings,
      (select count(*)::int from posting_views v join postings p on p.id = v.posting_id
        where p.brand = ${brand} and v.day >= ${periodStartDay}::date) as posting_views,
      (select count(*)::int from applications where brand = ${brand} and created_at >= ${periodStart.toISOString()}::timestamptz)
        as applications`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    individualMembers: n('individual_members'),
    approvedCompanies: n('approved_companies'),
    activeChannels: n('active_channels'),
    publishedPostings: n('published_postings'),
    openPostings: n('open_postings'),
    postingViewsLast30Days: n('posting_views'),
    applicationsLast30Days: n('applications'),
    periodStartDay,
    measuredAt: at,
  };
}
