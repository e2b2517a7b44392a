import { describe, expect, it } from 'vitest';
import { BRAND_CONFIGS } from '../config/brands';
import { POSTING_STATUSES, postingStatusAt } from '../config/kst';
import { POSTING_KINDS } from '../db/schema';
import { sanitizeSvg } from '../server/uploads/sanitize-svg';
import { NURSING_JOB_FIELDS, NURSING_JOB_KINDS } from '../contracts/postings';
import { NURSING_ORGANISERS, SEED_ORGANISERS } from './content/postings';
import {
  DEMO_CORPORATE_POSTINGS_PER_KIND,
  generateDemoCorporatePostings,
  generateNursingPostings,
  generateSeedPostings,
  NURSING_POSTINGS_PER_ORGANISER,
} from './seed-postings';

const NOW = new Date('2026-11-24T03:00:00Z');
const channelIds = new Map(SEED_ORGANISERS.map((o, i) => [o.url, `channel-${i}`]));

describe('generateSeedPostings', () => {
  const postings = generateSeedPostings(NOW, channelIds);

  it('writes at least 300 postings of every kind from several organisers', () => {
    expect(postings.length).toBeGreaterThanOrEqual(300);
    for (const kind of POSTING_KINDS) expect(postings.filter((p) => p.kind === kind).length).toBeGreaterThanOrEqual(60);
    expect(new Set(postings.map((p) => p.channelId)).size).toBe(SEED_ORGANISERS.length);
    expect(new Set(postings.map((p) => p.title)).size).toBeGreaterThan(200);
  });

  it('spreads reception over past, current and coming months so every status shows', () => {
    const statuses = postings.map((p) => postingStatusAt({ startAt: p.receptionStartAt, endAt: p.receptionEndAt }, NOW));
    for (const status of POSTING_STATUSES) expect(statuses.filter((s) => s === status).length).toBeGreaterThan(20);
    for (const p of postings) {
      expect(p.publishedAt!.getTime()).toBeLessThan(NOW.getTime());
      expect(p.receptionEndAt.getTime()).toBeGreaterThan(p.receptionStartAt.getTime());
    }
  });

  it('is the same for the same clock', () => {
    expect(generateSeedPostings(NOW, channelIds)).toEqual(postings);
  });

  it('gives some jobs a written test of the seeded CBT exam types, after reception closes', () => {
    const tested = postings.filter((p) => p.writtenTestAt);
    expect(tested.length).toBeGreaterThan(10);
    const categorySlugs = BRAND_CONFIGS.a.categories.map((c) => c.slug);
    for (const p of tested) {
      expect(['RECRUIT', 'INTERNSHIP']).toContain(p.kind);
      expect(p.writtenTestExamTypeSlugs!.length).toBeGreaterThan(0);
      for (const slug of p.writtenTestExamTypeSlugs!) expect(categorySlugs).toContain(slug);
      expect(p.writtenTestAt!.getTime()).toBeGreaterThan(p.receptionEndAt.getTime());
    }
  });

  // The first sanitised SVG loads jsdom (seconds on a busy 2-core machine), so this test gets more than the default 5 s.
  it('draws posters that the upload sanitiser keeps whole', { timeout: 30_000 }, async () => {
    for (const p of postings.slice(0, 20)) {
      expect(p.posterSvg).toMatch(/^<svg /);
      expect(await sanitizeSvg(p.posterSvg!)).toContain('<text');
    }
  });
});

describe('generateDemoCorporatePostings', () => {
  it("gives the demo corporate account's channel its own postings of every kind, the same for the same clock", () => {
    const own = generateDemoCorporatePostings(NOW, 'demo-channel');
    expect(own).toHaveLength(POSTING_KINDS.length * DEMO_CORPORATE_POSTINGS_PER_KIND);
    expect(new Set(own.map((p) => p.channelId))).toEqual(new Set(['demo-channel']));
    for (const kind of POSTING_KINDS) expect(own.some((p) => p.kind === kind && p.title.includes('한빛에너지'))).toBe(true);
    expect(generateDemoCorporatePostings(NOW, 'demo-channel')).toEqual(own);
  });

  it('lets those open at the clock take applications on the portal, and no other', () => {
    const own = generateDemoCorporatePostings(NOW, 'demo-channel');
    const open = own.filter((p) => postingStatusAt({ startAt: p.receptionStartAt, endAt: p.receptionEndAt }, NOW) === 'OPEN');
    expect(open.length).toBeGreaterThan(0);
    for (const p of own) expect(p.acceptsApplications).toBe(open.includes(p));
  });
});

describe('generateNursingPostings', () => {
  const hospitals = new Map(NURSING_ORGANISERS.map((o, i) => [o.url, `hospital-${i}`]));
  const jobs = generateNursingPostings(NOW, hospitals);

  it("gives every hospital nursing jobs that brand B's 채용공고 lists, open ones among them", () => {
    expect(jobs).toHaveLength(NURSING_ORGANISERS.length * NURSING_POSTINGS_PER_ORGANISER);
    expect(new Set(jobs.map((p) => p.channelId))).toEqual(new Set(hospitals.values()));
    for (const p of jobs) {
      expect(NURSING_JOB_KINDS).toContain(p.kind);
      expect(p.fields).toEqual(expect.arrayContaining([...NURSING_JOB_FIELDS]));
      expect(p.title).toMatch(/간호|보건/);
    }
    const statuses = jobs.map((p) => postingStatusAt({ startAt: p.receptionStartAt, endAt: p.receptionEndAt }, NOW));
    expect(statuses.filter((s) => s === 'OPEN').length).toBeGreaterThan(3);
    expect(generateNursingPostings(NOW, hospitals)).toEqual(jobs);
  });
});
