/**
 * How complete a member's 스펙 is (pure; the overview of /my-career/spec-management). Each part of a résumé weighs
 * what it weighs on a Korean application form: basic details and education most, awards least. A part counts once
 * it is there (one entry is enough), so filling any section visibly raises the percentage. The weights add to 100.
 */
import type { CareerSpecSection } from '../../db/schema';

export const COMPLETENESS_PARTS = ['BASICS', 'EDUCATION', 'LANGUAGE', 'CERTIFICATE', 'AWARD', 'ACTIVITY'] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];

export const COMPLETENESS_WEIGHTS: Readonly<Record<CompletenessPart, number>> = {
  BASICS: 20,
  EDUCATION: 25,
  LANGUAGE: 15,
  CERTIFICATE: 15,
  AWARD: 10,
  ACTIVITY: 15,
};

/** The profile columns the basic-info part asks for (users; edited on /profile). */
export interface CareerBasics {
  name: string | null;
  phone: string | null;
  birthYear: number | null;
  school: string | null;
  major: string | null;
}

export interface CompletenessItem {
  part: CompletenessPart;
  weight: number;
  done: boolean;
}

export interface CareerCompleteness {
  /** 0–100, the weights of the parts done. */
  percent: number;
  items: CompletenessItem[];
}

const filled = (value: string | number | null) => value !== null && String(value).trim() !== '';

/** Basic info is done when every detail the form asks for is there. */
export function basicsDone(basics: CareerBasics): boolean {
  return [basics.name, basics.phone, basics.birthYear, basics.school, basics.major].every(filled);
}

export function careerCompleteness(basics: CareerBasics, counts: Partial<Record<CareerSpecSection, number>>): CareerCompleteness {
  const items = COMPLETENESS_PARTS.map((part) => ({
    part,
    weight: COMPLETENESS_WEIGHTS[part],
    done: part === 'BASICS' ? basicsDone(basics) : (counts[part] ?? 0) > 0,
  }));
  return { percent: items.reduce((sum, item) => sum + (item.done ? item.weight : 0), 0), items };
}
