import { describe, expect, it } from 'vitest';
import { COMPLETENESS_PARTS, COMPLETENESS_WEIGHTS, careerCompleteness } from './career-completeness';

const empty = { name: null, phone: null, birthYear: null, school: null, major: null };
const full = { name: '김하늘', phone: '010-1234-5678', birthYear: 2001, school: '한국대학교', major: '경영학' };

describe('careerCompleteness', () => {
  it('weighs six parts that add to 100', () => {
    expect(COMPLETENESS_PARTS.reduce((sum, part) => sum + COMPLETENESS_WEIGHTS[part], 0)).toBe(100);
  });

  it('is 0 for nothing and 100 for everything', () => {
    expect(careerCompleteness(empty, {}).percent).toBe(0);
    expect(careerCompleteness(empty, {}).items.every((item) => !item.done)).toBe(true);
    const all = careerCompleteness(full, { EDUCATION: 1, LANGUAGE: 2, CERTIFICATE: 1, AWARD: 1, ACTIVITY: 3 });
    expect(all.percent).toBe(100);
    expect(all.items.map((item) => item.part)).toEqual([...COMPLETENESS_PARTS]);
  });

  it('rises with each section filled; one entry is enough and more add nothing', () => {
    const education = careerCompleteness(empty, { EDUCATION: 1 }).percent;
    expect(education).toBe(25);
    expect(careerCompleteness(empty, { EDUCATION: 5 }).percent).toBe(25);
    expect(careerCompleteness(empty, { EDUCATION: 1, LANGUAGE: 1 }).percent).toBe(40);
    expect(careerCompleteness(empty, { AWARD: 1 }).percent).toBe(10);
  });

  it('counts basic info only when every detail is there (blank text is not)', () => {
    expect(careerCompleteness({ ...full, phone: null }, {}).percent).toBe(0);
    expect(careerCompleteness({ ...full, major: '  ' }, {}).percent).toBe(0);
    expect(careerCompleteness(full, {}).percent).toBe(20);
  });
});
