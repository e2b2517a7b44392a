/**
 * Demo portal postings: corporate channels of the organisers in content/postings.ts, then 320 original
 * postings (80 of each kind) spread from about three months before the seed's clock to six weeks after it, so 마감,
 * 모집중 and 모집예정 and every D-day show; some jobs with a written test and the CBT exam types it tests; a few scraps
 * for student@careerroad.kr. Deterministic for a given clock (a seeded PRNG); idempotent (skipped when the brand
 * has postings). Written in a handful of statements, since e2e seeds fresh databases on every start.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatKstDate, kstDayKey, kstInstant } from '../config/kst';
import type { Db } from '../db/client';
import {
  type CareerLevel,
  type EmploymentType,
  POSTING_BENEFITS,
  POSTING_KINDS,
  POSTING_TARGETS,
  type PostingBenefit,
  type PostingField,
  type PostingKind,
  type PostingTarget,
  channels,
  postings,
  users,
} from '../db/schema';
import { type PostingInput, createPostings } from '../server/postings/create-postings';
import { setPostingScrap } from '../server/postings/scrap-posting';
import {
  ACTIVITY_THEMES,
  CONTEST_THEMES,
  JOB_TITLES,
  DEMO_CORPORATE_ORGANISER,
  KIND_LABELS,
  NURSING_ORGANISERS,
  SEED_ORGANISERS,
  type SeedOrganiser,
} from './content/postings';
import { drawPoster } from './posting-poster';
import { withJosa } from '../config/korean-particle';

export const SEED_POSTINGS_PER_KIND = 80;
export const DEMO_CORPORATE_POSTINGS_PER_KIND = 2;
/** Each hospital's nursing jobs: six 채용 and two 인턴. */
export const NURSING_POSTINGS_PER_ORGANISER = 8;
const DAY = 86_400_000;
const SCRAPPING_MEMBER = 'student@careerroad.kr';

/** mulberry32: small, fast and the same on every platform. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const int = (r: () => number, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
function pickSome<T>(r: () => number, items: readonly T[], min: number, max: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  const n = Math.min(int(r, min, max), pool.length);
  while (chosen.length < n) chosen.push(pool.splice(Math.floor(r() * pool.length), 1)[0]!);
  return chosen;
}

const SEASONS = ['상반기', '하반기'];
const ORDINALS = ['1기', '2기', '3기', '5기', '7기', '10기', '12기'];

function titleOf(r: () => number, kind: PostingKind, org: SeedOrganiser, field: PostingField, year: number, season: string) {
  switch (kind) {
    case 'CONTEST':
      return `${year} ${org.title} ${pick(r, CONTEST_THEMES[field] ?? ['아이디어'])} 공모전`;
    case 'ACTIVITY':
      return `${org.title} ${pick(r, ACTIVITY_THEMES)} ${pick(r, ORDINALS)} 모집`;
    case 'INTERNSHIP':
      return `${org.title} ${year} ${season} ${pick(r, org.jobTitles ?? JOB_TITLES[field] ?? ['사무'])} ${pick(r, ['체험형 인턴', '채용연계형 인턴'])}`;
    case 'RECRUIT':
      return `${org.title} ${year} ${season} ${pick(r, org.jobTitles ?? JOB_TITLES[field] ?? ['사무'])} ${pick(r, org.jobTitles ? ['채용', '신규 채용', '경력직 채용'] : ['신입사원 채용', '신입·경력 채용', '경력직 채용'])}`;
  }
}

const BENEFIT_TEXT: Record<PostingBenefit, string> = {
  PRIZE: '시상금',
  ACTIVITY_FEE: '매월 활동비 지급',
  CERTIFICATE: '수료증 발급',
  HIRING_BONUS: '입사 지원 시 서류 가산점',
  INTERNSHIP_CHANCE: '우수 활동자 인턴십 기회',
  OVERSEAS_TRIP: '해외 탐방 기회',
  GIFTS: '기념품 제공',
};
const TARGET_TEXT: Record<PostingTarget, string> = {
  UNIVERSITY: '국내외 대학(원)생',
  GRADUATE: '졸업생 및 졸업예정자',
  YOUTH: '만 19~34세 청년',
  ADULT: '일반인',
  ANYONE: '제한 없음',
};

function bodyOf(p: {
  title: string;
  org: SeedOrganiser;
  kind: PostingKind;
  targets: PostingTarget[];
  benefits: PostingBenefit[];
  prizeMoney: number | null;
  start: Date;
  end: Date;
  announcement: Date;
  writtenTestAt: Date | null;
}): string {
  const benefits = p.benefits
    .map((b) => `<li>${BENEFIT_TEXT[b]}${b === 'PRIZE' && p.prizeMoney ? ` (총 ${(p.prizeMoney / 10_000).toLocaleString('en-US')}만원)` : ''}</li>`)
    .join('');
  const steps =
    p.kind === 'RECRUIT' || p.kind === 'INTERNSHIP'
      ? `서류전형 → ${p.writtenTestAt ? `필기전형(${formatKstDate(p.writtenTestAt)}) → ` : ''}면접전형 → 최종합격`
      : '서류 심사 → 최종 선발';
  return [
    `<h3>${p.title}</h3>`,
    `<p>${p.org.title}에서 함께할 ${withJosa(KIND_LABELS[p.kind] === '채용' ? '인재' : '참가자', '을/를')} 모집합니다.</p>`,
    '<h4>지원 자격</h4>',
    `<ul>${p.targets.map((t) => `<li>${TARGET_TEXT[t]}</li>`).join('')}</ul>`,
    '<h4>혜택</h4>',
    `<ul>${benefits}</ul>`,
    '<h4>일정</h4>',
    `<table><tbody><tr><th>접수 기간</th><td>${formatKstDate(p.start)} ~ ${formatKstDate(p.end)}</td></tr>`,
    `<tr><th>발표</th><td>${formatKstDate(p.announcement)}</td></tr><tr><th>전형 절차</th><td>${steps}</td></tr></tbody></table>`,
    `<p>문의: <a href="mailto:${p.org.email}">${p.org.email}</a></p>`,
  ].join('');
}

/** The organisers' corporate accounts and channels (brand A), created when missing; channel id by url. */
async function seedOrganiserChannels(db: Db, passwordHash: string, organisers: readonly SeedOrganiser[]): Promise<Map<string, string>> {
  const existing = await db
    .select({ id: channels.id, url: channels.url })
    .from(channels)
    .where(inArray(channels.url, organisers.map((o) => o.url)));
  const ids = new Map(existing.map((c) => [c.url, c.id]));
  const missing = organisers.filter((o) => !ids.has(o.url));
  if (missing.length) {
    await db.transaction(async (tx) => {
      const owners = await tx
        .insert(users)
        .values(
          missing.map((o) => ({
            brand: 'a' as const,
            email: o.email,
            username: `${o.title} 담당자`,
            type: 'CORPORATE' as const,
            passwordHash,
            companyName: o.companyName,
            businessNumber: o.businessNumber,
            // Signed up before the approval (the sign-up date would otherwise be the seed's run, after it).
            createdAt: new Date('2025-12-29T01:00:00Z'),
            corporateApprovedAt: new Date('2026-01-02T01:00:00Z'),
          })),
        )
        .returning({ id: users.id, email: users.email });
      const ownerOf = new Map(owners.map((u) => [u.email, u.id]));
      const created = await tx
        .insert(channels)
        .values(missing.map((o) => ({ ownerId: ownerOf.get(o.email)!, url: o.url, title: o.title })))
        .returning({ id: channels.id, url: channels.url });
      for (const c of created) ids.set(c.url, c.id);
    });
  }
  return ids;
}

/** The postings the seed writes for a clock; pure, so tests can check the spread without a database. */
export function generateSeedPostings(now: Date, channelIds: ReadonlyMap<string, string>): PostingInput[] {
  const r = seededRandom(20_261_124);
  const inputs: PostingInput[] = [];
  for (const kind of POSTING_KINDS) {
    for (let i = 0; i < SEED_POSTINGS_PER_KIND; i++) {
      const org = SEED_ORGANISERS[(i * 5 + POSTING_KINDS.indexOf(kind) * 3) % SEED_ORGANISERS.length]!;
      inputs.push(seedPosting(r, { now, kind, i, org, channelId: channelIds.get(org.url)! }));
    }
  }
  return inputs;
}

/**
 * The demo corporate account's own postings (hr@careerroad.kr's channel, two of each kind), so its contact-person
 * answers and the corporate pages have postings to work on. Drawn from their own PRNG, so the 320 above stay the same.
 */
export function generateDemoCorporatePostings(now: Date, channelId: string): PostingInput[] {
  const r = seededRandom(20_261_125);
  return POSTING_KINDS.flatMap((kind) =>
    Array.from({ length: DEMO_CORPORATE_POSTINGS_PER_KIND }, (_, i) => seedPosting(r, { now, kind, i, org: DEMO_CORPORATE_ORGANISER, channelId })),
  ).map((posting) => ({
    ...posting,
    // Those open today take applications on the portal too (ADR 26), so the demo company's 지원자 관리 has a posting
    // members can apply to; the organiser's link or mail stays for everyone else.
    acceptsApplications: posting.receptionStartAt <= now && posting.receptionEndAt >= now,
  }));
}

/**
 * The hospitals' nursing jobs (brand B's 채용공고, ADR 45): six 채용 and two 인턴 each, in 보건·의료. Drawn from their
 * own PRNG, so the postings above stay the same.
 */
export function generateNursingPostings(now: Date, channelIds: ReadonlyMap<string, string>): PostingInput[] {
  const r = seededRandom(20_261_126);
  return NURSING_ORGANISERS.flatMap((org) =>
    Array.from({ length: NURSING_POSTINGS_PER_ORGANISER }, (_, i) =>
      seedPosting(r, { now, kind: i % 4 === 3 ? 'INTERNSHIP' : 'RECRUIT', i, org, channelId: channelIds.get(org.url)! }),
    ),
  );
}

function seedPosting(
  r: () => number,
  { now, kind, i, org, channelId }: { now: Date; kind: PostingKind; i: number; org: SeedOrganiser; channelId: string },
): PostingInput {
  const today = kstDayKey(now);
  // Reception starts from 90 days before to 40 days after today and lasts 7-45 days, ending 23:59:59 KST.
  const startDay = kstDayKey(new Date(kstInstant(today).getTime() + int(r, -90, 40) * DAY));
  const start = kstInstant(startDay, 9);
  const end = new Date(kstInstant(startDay, 23, 59, 59).getTime() + int(r, 7, 45) * DAY);
  const announcement = kstInstant(kstDayKey(new Date(end.getTime() + int(r, 5, 20) * DAY)), 10);
  const publishedAt = new Date(Math.min(start.getTime() - int(r, 1, 14) * DAY, now.getTime() - int(r, 1, 48) * 3_600_000));
  const field = pick(r, org.fields);
  const fields = [...new Set([field, ...pickSome(r, org.fields, 0, 1)])];
  const year = Number(startDay.slice(0, 4)) + (kind === 'RECRUIT' || kind === 'INTERNSHIP' ? 0 : Number(startDay.slice(5, 7)) >= 11 ? 1 : 0);
  const season = Number(startDay.slice(5, 7)) <= 6 ? SEASONS[0]! : SEASONS[1]!;
  const title = titleOf(r, kind, org, field, year, season);
  const isJob = kind === 'RECRUIT' || kind === 'INTERNSHIP';
  const targets: PostingTarget[] = isJob
    ? pickSome(r, ['GRADUATE', 'ANYONE'] as const, 1, 2)
    : pickSome(r, POSTING_TARGETS.filter((t) => t !== 'ADULT'), 1, 2);
  const benefits: PostingBenefit[] =
    kind === 'CONTEST'
      ? ['PRIZE', ...pickSome(r, ['CERTIFICATE', 'HIRING_BONUS', 'INTERNSHIP_CHANCE', 'GIFTS'] as const, 0, 2)]
      : kind === 'ACTIVITY'
        ? pickSome(r, ['ACTIVITY_FEE', 'CERTIFICATE', 'HIRING_BONUS', 'OVERSEAS_TRIP', 'GIFTS'] as const, 1, 3)
        : pickSome(r, POSTING_BENEFITS.filter((b) => b === 'HIRING_BONUS' || b === 'CERTIFICATE'), 0, 1);
  const prizeMoney = benefits.includes('PRIZE') ? pick(r, [100, 300, 500, 1000, 2000, 3000]) * 10_000 : null;
  const writtenTestAt =
    isJob && org.writtenTestExamTypeSlugs && r() < 0.6
      ? kstInstant(kstDayKey(new Date(end.getTime() + int(r, 7, 21) * DAY)), 10)
      : null;
  const employmentType: EmploymentType | null = kind === 'INTERNSHIP' ? 'INTERN' : kind === 'RECRUIT' ? pick(r, ['FULL_TIME', 'FULL_TIME', 'CONTRACT'] as const) : null;
  const careerLevel: CareerLevel | null = kind === 'INTERNSHIP' ? 'ENTRY' : kind === 'RECRUIT' ? (title.includes('경력직') ? 'EXPERIENCED' : title.includes('신입·경력') ? 'ENTRY_OR_EXPERIENCED' : 'ENTRY') : null;
  const region = r() < 0.7 ? org.region : pick(r, ['SEOUL', 'GYEONGGI', 'BUSAN', 'NATIONWIDE', 'ONLINE'] as const);
  const input: PostingInput = {
    brand: 'a',
    kind,
    title,
    channelId,
    organiserType: org.organiserType,
    fields,
    targets,
    region,
    benefits,
    prizeMoney,
    employmentType,
    careerLevel,
    posterSvg: drawPoster({
      title,
      kindLabel: KIND_LABELS[kind],
      organiser: org.title,
      period: `${formatKstDate(start).slice(5, 10)} ~ ${formatKstDate(end).slice(5, 10)}`,
      colors: org.colors,
      random: r,
    }),
    bodyHtml: bodyOf({ title, org, kind, targets, benefits, prizeMoney, start, end, announcement, writtenTestAt }),
    applyUrl: r() < 0.75 ? `https://${org.url}.example.kr/apply/${kind.toLowerCase()}-${i + 1}` : null,
    applyEmail: null,
    receptionStartAt: start,
    receptionEndAt: end,
    announcementAt: announcement,
    writtenTestAt,
    writtenTestExamTypeSlugs: writtenTestAt ? org.writtenTestExamTypeSlugs! : [],
    views: Math.floor(r() * r() * 8_000),
    publishedAt,
  };
  if (!input.applyUrl) input.applyEmail = org.email;
  return input;
}

export async function seedPostings(
  db: Db,
  options: { passwordHash: string; now?: Date },
  log: (message: string) => void = () => {},
): Promise<void> {
  const [any] = await db.select({ id: postings.id }).from(postings).where(eq(postings.brand, 'a')).limit(1);
  if (any) return;
  const now = options.now ?? new Date();
  const channelIds = await seedOrganiserChannels(db, options.passwordHash, SEED_ORGANISERS);
  const created = await createPostings(db, generateSeedPostings(now, channelIds));
  log(`seeded ${created.length} portal postings`);

  // student@ keeps a few open postings, two with a written test, so the calendar and the scrap page have content.
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, 'a'), eq(users.email, SCRAPPING_MEMBER)));
  if (member) {
    const open = created
      .filter((p) => p.receptionStartAt <= now && p.receptionEndAt >= now)
      .sort((a, b) => a.receptionEndAt.getTime() - b.receptionEndAt.getTime());
    const withTests = open.filter((p) => p.writtenTestAt).slice(0, 2);
    const others = open.filter((p) => !p.writtenTestAt && p.kind !== 'RECRUIT').slice(0, 6);
    for (const p of [...withTests, ...others]) {
      await setPostingScrap(db, { forgetUser: async () => {} }, { brand: 'a', userId: member.id, postingId: p.id, scrapped: true, now });
    }
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(postings).where(sql`${postings.scrapCount} > 0`);
    log(`seeded ${counted?.n ?? 0} postings scrapped by ${SCRAPPING_MEMBER}`);
  }

  const [demoChannel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.url, DEMO_CORPORATE_ORGANISER.url));
  if (demoChannel) {
    const own = await createPostings(db, generateDemoCorporatePostings(now, demoChannel.id));
    log(`seeded ${own.length} postings of ${DEMO_CORPORATE_ORGANISER.email}`);
  }

  const hospitals = await seedOrganiserChannels(db, options.passwordHash, NURSING_ORGANISERS);
  const nursing = await createPostings(db, generateNursingPostings(now, hospitals));
  log(`seeded ${nursing.length} nursing jobs of ${NURSING_ORGANISERS.length} hospitals`);
}
