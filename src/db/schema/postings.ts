/**
 * Portal postings (공고): contests, activities, internships and recruitment, each organised by a corporate
 * channel. The status (모집예정/모집중/마감) is derived from the reception dates in KST (src/config/kst.ts) and never
 * stored. `search_jamo` and `search_choseong` are written by the operations that write a posting (title and organiser,
 * and their 초성), so one trigram index per column serves the search module (src/server/search).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { BRAND_IDS } from './users';

/**
 * Where a posting is in review (ADR 25): a company's DRAFT, submitted IN_REVIEW, PUBLISHED by an
 * operator, or REJECTED with a reason. Only PUBLISHED postings with a past `publishedAt` are public; postings the seed
 * or the console write are PUBLISHED from the start (the column's default).
 */
export const POSTING_REVIEW_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'] as const;
export type PostingReviewStatus = (typeof POSTING_REVIEW_STATUSES)[number];

export const POSTING_KINDS = ['CONTEST', 'ACTIVITY', 'INTERNSHIP', 'RECRUIT'] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** 대기업, 공기업, 중견·중소, 외국계, 스타트업, 공공기관, 비영리, 기타. */
export const ORGANISER_TYPES = ['LARGE', 'PUBLIC_CORP', 'MIDSIZE', 'FOREIGN', 'STARTUP', 'GOVERNMENT', 'NONPROFIT', 'OTHER'] as const;
export type OrganiserType = (typeof ORGANISER_TYPES)[number];

/** 마케팅, IT·개발, 디자인, 기획, 영상, 사진, 문학·글, 아이디어, 경영·경제, 사회공헌, 과학·공학, 금융, 보건·의료, 교육. */
export const POSTING_FIELDS = [
  'MARKETING', 'IT', 'DESIGN', 'PLANNING', 'VIDEO', 'PHOTO', 'WRITING', 'IDEA', 'BUSINESS', 'SOCIAL', 'SCIENCE',
  'FINANCE', 'HEALTHCARE', 'EDUCATION',
] as const;
export type PostingField = (typeof POSTING_FIELDS)[number];

/** 대학생, 졸업생, 청소년, 일반인, 제한 없음. */
export const POSTING_TARGETS = ['UNIVERSITY', 'GRADUATE', 'YOUTH', 'ADULT', 'ANYONE'] as const;
export type PostingTarget = (typeof POSTING_TARGETS)[number];

export const POSTING_REGIONS = [
  'SEOUL', 'GYEONGGI', 'INCHEON', 'BUSAN', 'DAEGU', 'DAEJEON', 'GWANGJU', 'ULSAN', 'SEJONG', 'GANGWON', 'CHUNGCHEONG',
  'JEOLLA', 'GYEONGSANG', 'JEJU', 'NATIONWIDE', 'ONLINE', 'OVERSEAS',
] as const;
export type PostingRegion = (typeof POSTING_REGIONS)[number];

/** 상금, 활동비, 수료증, 입사 가산점, 인턴 기회, 해외 탐방, 기념품. */
export const POSTING_BENEFITS = [
  'PRIZE', 'ACTIVITY_FEE', 'CERTIFICATE', 'HIRING_BONUS', 'INTERNSHIP_CHANCE', 'OVERSEAS_TRIP', 'GIFTS',
] as const;
export type PostingBenefit = (typeof POSTING_BENEFITS)[number];

/** Jobs only (INTERNSHIP, RECRUIT): 정규직, 계약직, 인턴, 파트타임. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'CONTRACT', 'INTERN', 'PART_TIME'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Jobs only: 신입, 경력, 신입·경력, 경력 무관. */
export const CAREER_LEVELS = ['ENTRY', 'EXPERIENCED', 'ENTRY_OR_EXPERIENCED', 'ANY'] as const;
export type CareerLevel = (typeof CAREER_LEVELS)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const postings = pgTable(
  'postings',
  {
    id: serial('id').primaryKey(),
    brand: text('brand', { enum: BRAND_IDS }).notNull(),
    kind: text('kind', { enum: POSTING_KINDS }).notNull(),
    title: text('title').notNull(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The channel's title when written: what a search matches and a list shows without a join. */
    organiserName: text('organiser_name').notNull(),
    /** Null only while a DRAFT (a 임시저장 keeps what the company has filled in; `postings_complete_unless_draft`). */
    organiserType: text('organiser_type', { enum: ORGANISER_TYPES }),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    targets: text('targets').array().notNull().default(sql`'{}'::text[]`),
    region: text('region', { enum: POSTING_REGIONS }),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    /** 상금 in won (the largest prize), when there is one. */
    prizeMoney: integer('prize_money'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }),
    careerLevel: text('career_level', { enum: CAREER_LEVELS }),
    /**
     * An uploaded poster (`/uploads/<key>` of a completed attachment, set by the write that attaches it), or else a
     * poster the seed generated (SVG markup the page renders as an image).
     */
    posterUrl: text('poster_url'),
    posterSvg: text('poster_svg'),
    /** Rich text, sanitised before it is stored (src/server/postings/sanitize-posting-body.ts). */
    bodyHtml: text('body_html').notNull(),
    applyUrl: text('apply_url'),
    applyEmail: text('apply_email'),
    /**
     * The company takes applications on the portal itself (ADR 26): members apply from the posting page
     * with a cover letter and a spec summary, and the company reads and decides them on the corporate site. Off by
     * default: most postings send applicants to the organiser's own form (applyUrl / applyEmail).
     */
    acceptsApplications: boolean('accepts_applications').notNull().default(false),
    /** Null only while a DRAFT, like organiserType and region. */
    receptionStartAt: timestamp('reception_start_at', { withTimezone: true }),
    receptionEndAt: timestamp('reception_end_at', { withTimezone: true }),
    announcementAt: timestamp('announcement_at', { withTimezone: true }),
    /** 필기전형: when the written test is and which CBT exam types (slugs) it tests. */
    writtenTestAt: timestamp('written_test_at', { withTimezone: true }),
    writtenTestExamTypeSlugs: text('written_test_exam_type_slugs').array().notNull().default(sql`'{}'::text[]`),
    views: integer('views').notNull().default(0),
    scrapCount: integer('scrap_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * Lower-cased title and organiser name taken apart into jamo (공모 → ㄱㅗㅇㅁㅗ), the text the trigram index covers:
     * a typo in one jamo (공모젼) keeps most trigrams, where whole syllables would share almost none.
     */
    searchJamo: text('search_jamo').notNull(),
    /** The 초성 of title and organiser name (공모전 → ㄱㅁㅈ), for 초성 search. */
    searchChoseong: text('search_choseong').notNull(),
    /** Null while a draft; lists order by it (최신순). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reviewStatus: text('review_status', { enum: POSTING_REVIEW_STATUSES }).notNull().default('PUBLISHED'),
    /** The operator's reason, shown to the company while REJECTED (kept until it is submitted again). */
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The company ended reception before its end date (the end is moved to that instant). */
    closedEarlyAt: timestamp('closed_early_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('postings_brand_valid', sql`${t.brand} in ('a', 'b')`),
    check('postings_kind_valid', sql`${t.kind} in (${inList(POSTING_KINDS)})`),
    check('postings_organiser_type_valid', sql`${t.organiserType} in (${inList(ORGANISER_TYPES)})`),
    check('postings_region_valid', sql`${t.region} in (${inList(POSTING_REGIONS)})`),
    check('postings_title_not_blank', sql`length(btrim(${t.title})) > 0`),
    check('postings_reception_order', sql`${t.receptionEndAt} >= ${t.receptionStartAt}`),
    // Somewhere to apply: the organiser's link or mail, or the portal's own application (ADR 26). A draft is saved
    // with whatever the company has filled in so far; submitting it runs the form's full rules first.
    check(
      'postings_apply_present',
      sql`${t.reviewStatus} = 'DRAFT' or ${t.applyUrl} is not null or ${t.applyEmail} is not null or ${t.acceptsApplications}`,
    ),
    check(
      'postings_complete_unless_draft',
      sql`${t.reviewStatus} = 'DRAFT' or (${t.organiserType} is not null and ${t.region} is not null and ${t.receptionStartAt} is not null and ${t.receptionEndAt} is not null)`,
    ),
    check('postings_review_status_valid', sql`${t.reviewStatus} in (${inList(POSTING_REVIEW_STATUSES)})`),
    // Public reads gate on publishedAt alone (posting-visibility.ts): only a published posting may carry one.
    check('postings_published_only_when_published', sql`${t.publishedAt} is null or ${t.reviewStatus} = 'PUBLISHED'`),
    check('postings_counts_not_negative', sql`${t.views} >= 0 and ${t.scrapCount} >= 0 and ${t.commentCount} >= 0`),
    // One index per sort, each led by brand and kind so a per-kind list walks its own range.
    index('postings_brand_kind_published_idx').on(t.brand, t.kind, t.publishedAt.desc(), t.id.desc()),
    index('postings_brand_published_idx').on(t.brand, t.publishedAt.desc(), t.id.desc()),
    index('postings_brand_end_idx').on(t.brand, t.receptionEndAt, t.id),
    index('postings_brand_start_idx').on(t.brand, t.receptionStartAt),
    index('postings_brand_views_idx').on(t.brand, t.views.desc(), t.id.desc()),
    index('postings_brand_scraps_idx').on(t.brand, t.scrapCount.desc(), t.id.desc()),
    index('postings_brand_organiser_type_idx').on(t.brand, t.organiserType),
    index('postings_brand_region_idx').on(t.brand, t.region),
    index('postings_channel_idx').on(t.channelId, t.publishedAt.desc()),
    index('postings_channel_review_idx').on(t.channelId, t.reviewStatus, t.createdAt.desc()),
    index('postings_review_queue_idx').on(t.brand, t.reviewStatus, t.submittedAt),
    index('postings_written_test_idx').on(t.brand, t.writtenTestAt),
    index('postings_fields_idx').using('gin', t.fields),
    index('postings_targets_idx').using('gin', t.targets),
    index('postings_search_jamo_trgm_idx').using('gin', sql`${t.searchJamo} gin_trgm_ops`),
    index('postings_search_choseong_trgm_idx').using('gin', sql`${t.searchChoseong} gin_trgm_ops`),
  ],
);

export type Posting = typeof postings.$inferSelect;
export type NewPosting = typeof postings.$inferInsert;

/**
 * One row per posting, visitor and KST day: a view is counted when its row is new (src/server/postings/count-posting-view.ts).
 * The visitor key is `u:<user id>` for a member, else a hash of the client address and user agent.
 */
export const postingViews = pgTable(
  'posting_views',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.visitorKey, t.day], name: 'posting_views_pkey' }), index('posting_views_day_idx').on(t.day)],
);
