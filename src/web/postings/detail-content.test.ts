import { describe, expect, it } from 'vitest';
import type { PostingFull } from '../api/postings-api';
import { applyTarget, postingFacts } from './detail-content';

const base: PostingFull = {
  id: '7',
  kind: 'RECRUIT',
  title: '2027 상반기 신입 채용',
  channelId: 'c1',
  organiserName: '한빛전자',
  organiserType: 'LARGE',
  fields: ['IT', 'DESIGN'],
  targets: ['GRADUATE'],
  region: 'SEOUL',
  benefits: ['PRIZE', 'CERTIFICATE'],
  prizeMoney: 10_000_000,
  employmentType: 'FULL_TIME',
  careerLevel: 'ENTRY',
  posterUrl: null,
  posterSvg: null,
  // 2026-12-01 09:00 KST to 2026-12-15 23:59:59 KST.
  receptionStartAt: '2026-12-01T00:00:00.000Z',
  receptionEndAt: '2026-12-15T14:59:59.000Z',
  writtenTestAt: '2027-01-09T01:00:00.000Z',
  views: 1,
  scrapCount: 2,
  commentCount: 0,
  publishedAt: '2026-11-20T00:00:00.000Z',
  status: 'OPEN',
  dDay: 20,
  viewerHasScrapped: false,
  applyUrl: 'https://example.kr/apply',
  applyEmail: 'hr@example.kr',
  acceptsApplications: false,
  announcementAt: null,
  writtenTestExamTypeSlugs: ['ncs'],
};

describe('posting page facts', () => {
  it('lists the facts in Korean with reception dates in KST and leaves out empty rows', () => {
    const facts = Object.fromEntries(postingFacts(base).map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({
      '모집 분야': '채용',
      '주최·주관': '한빛전자 (대기업)',
      '참여 대상': '졸업생',
      지역: '서울',
      '관심 분야': 'IT·개발, 디자인',
      혜택: '상금 1,000만원, 수료증',
      '고용 형태': '정규직',
      경력: '신입',
      '접수 기간': '2026.12.01 (화) ~ 2026.12.15 (화)',
      필기전형: '2027.01.09 (토) 오전 10:00',
    });
    expect(facts).not.toHaveProperty('발표일');
  });

  it('applies on the organiser page in a new window, else by e-mail, else not at all', () => {
    expect(applyTarget(base)).toEqual({ href: 'https://example.kr/apply', external: true });
    expect(applyTarget({ applyUrl: null, applyEmail: 'hr@example.kr' })).toEqual({ href: 'mailto:hr@example.kr', external: false });
    expect(applyTarget({ applyUrl: 'javascript:alert(1)', applyEmail: null })).toBeNull();
    expect(applyTarget({ applyUrl: null, applyEmail: null })).toBeNull();
  });
});
