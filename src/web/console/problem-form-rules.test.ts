import { describe, expect, it } from 'vitest';
import { answerAfterRemoving, checkProblemForm, type ProblemFormValues } from './problem-form-rules';

const values: ProblemFormValues = {
  number: '3',
  subject: ' 국어 ',
  passageId: '12',
  stem: '<p><strong>다음</strong> 중 옳은 것은?</p>',
  choices: ['<p>가</p>', '<p>나</p>', '<p><span data-latex="x^2" class="math-inline">x^2</span></p>'],
  answer: 2,
  points: '5',
  explanation: '<p></p>',
};

describe('checkProblemForm', () => {
  it('sends every field as HTML, the passage as a number and a blank explanation as empty', () => {
    expect(checkProblemForm(values, { locked: false })).toEqual({
      ok: true,
      body: {
        format: 'HTML',
        number: 3,
        subject: '국어',
        passageId: 12,
        stem: values.stem,
        choices: values.choices,
        explanation: '',
        answer: 2,
        points: 5,
      },
    });
    expect(checkProblemForm({ ...values, passageId: '' }, { locked: false })).toMatchObject({ ok: true, body: { passageId: null } });
  });

  it('leaves the key and points out for a problem takers answered', () => {
    const check = checkProblemForm(values, { locked: true });
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.body).not.toHaveProperty('answer');
      expect(check.body).not.toHaveProperty('points');
    }
  });

  it('words each mistake as the server does, naming the field', () => {
    expect(checkProblemForm({ ...values, number: '0' }, { locked: false })).toMatchObject({ ok: false, field: 'number' });
    expect(checkProblemForm({ ...values, subject: ' ' }, { locked: false })).toMatchObject({ ok: false, field: 'subject' });
    expect(checkProblemForm({ ...values, stem: '<p> </p>' }, { locked: false })).toMatchObject({ ok: false, field: 'stem', message: '문제 내용을 입력해주세요.' });
    expect(checkProblemForm({ ...values, choices: ['<p>가</p>'], answer: 1 }, { locked: false })).toMatchObject({ ok: false, field: 'choices' });
    expect(checkProblemForm({ ...values, choices: ['<p>가</p>', '<p></p>'] }, { locked: false })).toMatchObject({
      ok: false,
      field: 'choices',
      choiceIndex: 1,
      message: '2번 선택지를 입력해주세요.',
    });
    expect(checkProblemForm({ ...values, answer: null }, { locked: false })).toMatchObject({ ok: false, field: 'answer' });
    expect(checkProblemForm({ ...values, answer: 4 }, { locked: false })).toMatchObject({ ok: false, field: 'answer' });
    expect(checkProblemForm({ ...values, points: '101' }, { locked: false })).toMatchObject({ ok: false, field: 'points' });
  });

  it('takes an image-only choice', () => {
    expect(checkProblemForm({ ...values, choices: ['<p><img src="/uploads/a.png"></p>', '<p>나</p>'], answer: 1 }, { locked: false }).ok).toBe(true);
  });
});

describe('answerAfterRemoving', () => {
  it('follows its choice when an earlier one goes and clears when its own goes', () => {
    expect(answerAfterRemoving(3, 0)).toBe(2);
    expect(answerAfterRemoving(3, 2)).toBeNull();
    expect(answerAfterRemoving(2, 3)).toBe(2);
    expect(answerAfterRemoving(null, 0)).toBeNull();
  });
});
