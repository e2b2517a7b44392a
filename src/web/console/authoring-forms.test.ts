import { describe, expect, it } from 'vitest';
import { checkExamForm, checkPaperForm } from './authoring-forms';

const exam = { examTypeId: '12', title: ' 2026 모의고사 ', description: ' 설명 ', isFree: true, price: '' };

describe('checkExamForm', () => {
  it('trims and sends a free exam without a price', () => {
    expect(checkExamForm({ ...exam, price: '9000' }, false)).toEqual({
      ok: true,
      body: { examTypeId: 12, title: '2026 모의고사', description: '설명', isFree: true, price: null },
    });
  });

  it('needs a type and a title', () => {
    expect(checkExamForm({ ...exam, examTypeId: '' }, true)).toMatchObject({ ok: false, field: 'examTypeId' });
    expect(checkExamForm({ ...exam, title: '   ' }, true)).toMatchObject({ ok: false, field: 'title', message: '시험 제목을 입력해주세요.' });
    expect(checkExamForm({ ...exam, title: '가'.repeat(101) }, true)).toMatchObject({ ok: false, field: 'title' });
    expect(checkExamForm({ ...exam, description: '가'.repeat(2001) }, true)).toMatchObject({ ok: false, field: 'description' });
  });

  it('sells exams only on a brand with a shop, and then needs a price in range', () => {
    expect(checkExamForm({ ...exam, isFree: false, price: '1000' }, false)).toMatchObject({
      ok: false,
      field: 'isFree',
      message: '이 브랜드에서는 유료 시험을 만들 수 없습니다.',
    });
    expect(checkExamForm({ ...exam, isFree: false, price: '' }, true)).toMatchObject({ ok: false, field: 'price', message: '유료 시험의 가격을 입력해주세요.' });
    expect(checkExamForm({ ...exam, isFree: false, price: '12.5' }, true)).toMatchObject({ ok: false, field: 'price' });
    expect(checkExamForm({ ...exam, isFree: false, price: '10,000,001' }, true)).toMatchObject({ ok: false, field: 'price' });
    expect(checkExamForm({ ...exam, isFree: false, price: '12,000' }, true)).toMatchObject({ ok: true, body: { isFree: false, price: 12000 } });
  });
});

describe('checkPaperForm', () => {
  it('trims the title and reads the minutes', () => {
    expect(checkPaperForm({ title: ' 1회 ', timeLimitMinutes: '60' })).toEqual({ ok: true, body: { title: '1회', timeLimitMinutes: 60 } });
  });

  it('refuses a blank title and minutes outside 1–600', () => {
    expect(checkPaperForm({ title: '', timeLimitMinutes: '60' })).toMatchObject({ ok: false, field: 'title' });
    for (const minutes of ['0', '601', '', '1.5', 'abc']) {
      expect(checkPaperForm({ title: '1회', timeLimitMinutes: minutes })).toMatchObject({ ok: false, field: 'timeLimitMinutes' });
    }
  });
});
