/**
 * The pure parts of /my-career/spec-management: the section the address names, the form's text values of each
 * section and the GraphQL input they make, an entry's one-line summary, which refused field an error names, and the
 * two-year warning on language scores (KST days via src/config/kst.ts).
 */
import { kstDayKey } from '../../../config/kst';
import type { CareerSpecEntry, CareerSpecInput } from '../../api/career-specs-api';
import {
  ACTIVITY_KIND_LABELS,
  DEGREE_LABELS,
  EDUCATION_STATUS_LABELS,
  LANGUAGE_LEVELS,
  LANGUAGE_TEST_LABELS,
  SPEC_PAGE_SECTIONS,
  type SpecEntrySection,
  type SpecPageSection,
} from '../../career-specs/career-spec-labels';

export const SPEC_MANAGEMENT_PATH = '/my-career/spec-management';

/** `?section=` of the address; anything else is the overview (info). */
export function parseSpecSection(value: string | string[] | undefined): SpecPageSection {
  const raw = Array.isArray(value) ? value[0] : value;
  return (SPEC_PAGE_SECTIONS as readonly string[]).includes(raw ?? '') ? (raw as SpecPageSection) : 'info';
}

export function specSectionHref(section: SpecPageSection): string {
  return `${SPEC_MANAGEMENT_PATH}?section=${section}`;
}

/**
 * True when a score taken on `takenOn` (yyyy-MM-dd) is two years old or more on the KST day of `now`: most
 * companies accept language scores for two years, so the page warns about older ones.
 */
export function isScoreOlderThanTwoYears(takenOn: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2}-\d{2})$/.exec(takenOn);
  if (!m) return false;
  return `${Number(m[1]) + 2}-${m[2]}` <= kstDayKey(now);
}

/** The input field a refusal names (CAREER_SPEC_INVALID_END_MONTH → endMonth), else null. */
export function fieldOfErrorCode(code: string | undefined): string | null {
  const m = /^CAREER_SPEC_INVALID_([A-Z_]+)$/.exec(code ?? '');
  if (!m || m[1] === 'INPUT' || m[1] === 'ID' || m[1] === 'SECTION') return null;
  return m[1]!.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The code of a GraphQL refusal (extensions.code). */
export function graphqlErrorCode(error: unknown): string | undefined {
  const errors = (error as { response?: { errors?: Array<{ extensions?: { code?: unknown } }> } } | null)?.response?.errors;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export type SpecFormValues = Record<string, string>;

const EMPTY: Record<SpecEntrySection, SpecFormValues> = {
  education: { school: '', major: '', degree: 'BACHELOR', status: 'ENROLLED', startMonth: '', endMonth: '', gpa: '', gpaScale: '4.5' },
  language: { test: 'TOEIC', testName: '', score: '', level: '', takenOn: '' },
  certificate: { certificateId: '', name: '', issuer: '', acquiredOn: '' },
  award: { title: '', organiser: '', awardedOn: '', description: '' },
  activity: { kind: 'EXTERNAL', title: '', organisation: '', startMonth: '', endMonth: '', description: '', postingId: '' },
};

export function emptySpecValues(section: SpecEntrySection): SpecFormValues {
  return { ...EMPTY[section] };
}

/** An entry's fields as the form's text (nulls as empty). */
export function specValuesOf(section: SpecEntrySection, entry: CareerSpecEntry): SpecFormValues {
  const data = (entry[section] ?? {}) as Record<string, unknown>;
  const values = emptySpecValues(section);
  for (const key of Object.keys(values)) {
    const value = data[key];
    values[key] = value === null || value === undefined ? '' : String(value);
  }
  if (section === 'activity') values.postingId = entry.postingId ?? '';
  if (section === 'education' && values.gpa === '' && values.gpaScale === '') values.gpaScale = '4.5';
  return values;
}

/** The GraphQL input of the form's values; an unused GPA scale is not sent, so no GPA means none. */
export function specInputOf(section: SpecEntrySection, values: SpecFormValues): CareerSpecInput {
  const v = (key: string) => values[key] ?? '';
  switch (section) {
    case 'education':
      return {
        education: {
          school: v('school'),
          major: v('major'),
          degree: v('degree'),
          status: v('status'),
          startMonth: v('startMonth'),
          endMonth: v('endMonth'),
          gpa: v('gpa'),
          gpaScale: v('gpa').trim() === '' ? '' : v('gpaScale'),
        },
      };
    case 'language':
      return { language: { test: v('test'), testName: v('testName'), score: v('score'), level: v('level'), takenOn: v('takenOn') } };
    case 'certificate':
      return { certificate: { certificateId: v('certificateId') || null, name: v('name'), issuer: v('issuer'), acquiredOn: v('acquiredOn') } };
    case 'award':
      return { award: { title: v('title'), organiser: v('organiser'), awardedOn: v('awardedOn'), description: v('description') } };
    case 'activity':
      return {
        activity: {
          kind: v('kind'),
          title: v('title'),
          organisation: v('organisation'),
          startMonth: v('startMonth'),
          endMonth: v('endMonth'),
          description: v('description'),
          postingId: v('postingId') || null,
        },
      };
  }
}

const dot = (value: string) => value.replace(/-/g, '.');
const period = (start: string, end: string | null | undefined, open: string) => `${dot(start)} ~ ${end ? dot(end) : open}`;

/** What a list row shows of an entry: a title, a detail line and its dates. */
export function summarizeSpec(section: SpecEntrySection, entry: CareerSpecEntry): { title: string; detail: string; when: string } {
  switch (section) {
    case 'education': {
      const e = entry.education!;
      const gpa = e.gpa ? ` · 학점 ${e.gpa}/${e.gpaScale}` : '';
      return {
        title: e.school,
        detail: [e.major, DEGREE_LABELS[e.degree], EDUCATION_STATUS_LABELS[e.status]].filter(Boolean).join(' · ') + gpa,
        when: period(e.startMonth, e.endMonth, '재학 중'),
      };
    }
    case 'language': {
      const l = entry.language!;
      const levelLabel = l.level ? (LANGUAGE_LEVELS[l.test]?.find((o) => o.value === l.level)?.label ?? l.level) : null;
      const score = l.test === 'OTHER' ? l.score : l.score ? `${l.score}점` : null;
      return {
        title: l.test === 'OTHER' ? (l.testName ?? '기타') : (LANGUAGE_TEST_LABELS[l.test] ?? l.test),
        detail: [score, levelLabel].filter(Boolean).join(' · '),
        when: `취득일 ${dot(l.takenOn)}`,
      };
    }
    case 'certificate': {
      const c = entry.certificate!;
      return { title: c.name, detail: c.issuer, when: `취득일 ${dot(c.acquiredOn)}` };
    }
    case 'award': {
      const a = entry.award!;
      return { title: a.title, detail: a.organiser, when: `수상일 ${dot(a.awardedOn)}` };
    }
    case 'activity': {
      const a = entry.activity!;
      return {
        title: a.title,
        detail: [ACTIVITY_KIND_LABELS[a.kind], a.organisation].filter(Boolean).join(' · '),
        when: period(a.startMonth, a.endMonth, '진행 중'),
      };
    }
  }
}
