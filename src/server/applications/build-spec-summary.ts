/**
 * The 스펙 summary an application carries (ADR 26): one line per entry of 스펙 관리, per section in the page's order,
 * written as plain Korean text when the member applies, so the company reads what the member had then and the
 * snapshot needs no label tables to be shown later. Pure: the caller reads the rows.
 */
import type { ApplicationSpecSummary, CareerSpecSection } from '../../db/schema';
import type { ActivityData, AwardData, CertificateData, EducationData, LanguageData } from '../career-specs/career-spec-arguments';

const SECTION_ORDER: readonly CareerSpecSection[] = ['EDUCATION', 'LANGUAGE', 'CERTIFICATE', 'AWARD', 'ACTIVITY'];

/** Test names as printed on score reports; the rest of the codes already are (TOEIC, OPIC, TEPS, JLPT, HSK). */
const TEST_NAMES: Readonly<Record<string, string>> = { TOEIC_SPEAKING: 'TOEIC Speaking', TOEFL_IBT: 'TOEFL iBT', OPIC: 'OPIc' };

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' · ');
const period = (start: string, end: string | null) => `${start} ~ ${end ?? '현재'}`;

export function specLine(section: CareerSpecSection, data: unknown): string {
  switch (section) {
    case 'EDUCATION': {
      const d = data as EducationData;
      return joined(d.school, d.major, d.gpa && d.gpaScale ? `학점 ${d.gpa}/${d.gpaScale}` : null, period(d.startMonth, d.endMonth));
    }
    case 'LANGUAGE': {
      const d = data as LanguageData;
      const test = d.test === 'OTHER' ? (d.testName ?? '기타') : (TEST_NAMES[d.test] ?? d.test);
      return joined(test, d.score, d.level, d.takenOn);
    }
    case 'CERTIFICATE': {
      const d = data as CertificateData;
      return joined(d.name, d.issuer, d.acquiredOn);
    }
    case 'AWARD': {
      const d = data as AwardData;
      return joined(d.title, d.organiser, d.awardedOn);
    }
    case 'ACTIVITY': {
      const d = data as ActivityData;
      return joined(d.title, d.organisation, period(d.startMonth, d.endMonth));
    }
  }
}

export function buildSpecSummary(input: {
  school: string | null;
  major: string | null;
  completenessPercent: number;
  entries: readonly { section: CareerSpecSection; data: unknown }[];
}): ApplicationSpecSummary {
  const sections = SECTION_ORDER.map((section) => ({
    section,
    items: input.entries.filter((e) => e.section === section).map((e) => specLine(section, e.data)),
  })).filter((s) => s.items.length > 0);
  return { school: input.school, major: input.major, completenessPercent: input.completenessPercent, sections };
}
