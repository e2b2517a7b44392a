import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { type ProblemFields, validateProblemInput } from './validate-problem-input';

const valid: ProblemFields = {
  subject: ' 한국사 ',
  stem: ' 다음 중 옳은 것은? ',
  choices: [' 가 ', '나', '다', '라'],
  answer: 2,
  explanation: ' 해설 ',
  points: 5,
  format: 'TEXT',
};

function refusal(fields: Partial<ProblemFields>): { code: string; message: string } {
  try {
    validateProblemInput({ ...valid, ...fields });
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { kind, code, message } = error as DomainError;
    expect(kind).toBe('invalid');
    return { code, message };
  }
  throw new Error('expected a refusal');
}

describe('validateProblemInput', () => {
  it('returns the problem with its texts trimmed', () => {
    expect(validateProblemInput(valid)).toEqual({
      subject: '한국사',
      stem: '다음 중 옳은 것은?',
      choices: ['가', '나', '다', '라'],
      answer: 2,
      explanation: '해설',
      points: 5,
      format: 'TEXT',
    });
  });

  it('takes two (O/X) to five choices', () => {
    expect(validateProblemInput({ ...valid, choices: ['O', 'X'], answer: 1 }).choices).toEqual(['O', 'X']);
    expect(validateProblemInput({ ...valid, choices: ['1', '2', '3', '4', '5'], answer: 5 }).answer).toBe(5);
    expect(refusal({ choices: ['하나'], answer: 1 })).toEqual({
      code: 'INVALID_CHOICE_COUNT',
      message: '선택지는 2개에서 5개까지 입력할 수 있습니다.',
    });
    expect(refusal({ choices: ['1', '2', '3', '4', '5', '6'] }).code).toBe('INVALID_CHOICE_COUNT');
  });

  it('refuses an answer outside the choices, naming the range', () => {
    expect(refusal({ answer: 5 })).toEqual({ code: 'INVALID_ANSWER', message: '정답은 1번부터 4번 선택지 중 하나여야 합니다.' });
    expect(refusal({ answer: 0 }).code).toBe('INVALID_ANSWER');
  });

  it('refuses blank texts and repeated choices, naming the choice', () => {
    expect(refusal({ subject: '  ' }).message).toBe('과목을 입력해주세요.');
    expect(refusal({ stem: '' }).message).toBe('문제 내용을 입력해주세요.');
    expect(refusal({ choices: ['가', ' ', '다', '라'] })).toEqual({ code: 'BLANK_CHOICE', message: '2번 선택지를 입력해주세요.' });
    expect(refusal({ choices: ['가', '나', ' 가', '라'] })).toEqual({
      code: 'DUPLICATE_CHOICE',
      message: '1번과 3번 선택지가 같습니다.',
    });
  });

  it('holds TEXT to its older bounds and HTML to its own, counting a formula by its LaTeX', () => {
    expect(refusal({ stem: '가'.repeat(5001) })).toEqual({ code: 'CONTENT_TOO_LONG', message: '문제 내용은 5000자 이하로 입력해주세요.' });
    expect(refusal({ choices: ['가', '나'.repeat(1001)], answer: 1 }).message).toBe('2번 선택지는 1000자 이하로 입력해주세요.');
    const html = { ...valid, format: 'HTML' as const };
    expect(validateProblemInput({ ...html, stem: `<p>${'가'.repeat(5001)}</p>` }).stem).toHaveLength(5008);
    expect(refusal({ ...html, stem: `<p>${'가'.repeat(20_000)}</p>` }).message).toBe('문제 내용은 20000자 이하로 입력해주세요.');
    expect(refusal({ ...html, explanation: `<p>${'가'.repeat(20_000)}</p>` }).message).toBe('해설은 20000자 이하로 입력해주세요.');
    expect(refusal({ ...html, choices: ['가', `${'나'.repeat(2001)}`], answer: 1 }).message).toBe('2번 선택지는 2000자 이하로 입력해주세요.');
  });

  it('sanitises every HTML field: stem and explanation as blocks, choices inline; empty HTML is blank', () => {
    const fields = validateProblemInput({
      ...valid,
      format: 'HTML',
      stem: '<p>표를 보고 답하시오.<script>alert(1)</script></p><table><tr><td>1</td></tr></table>',
      choices: ['<p><strong>가</strong></p>', '<p>나</p><p>둘째 줄</p>', '<span data-latex="x^2"></span>', '라'],
      explanation: '<p onclick="x()">해설</p>',
    });
    expect(fields.stem).toBe('<p>표를 보고 답하시오.</p><table><tr><td>1</td></tr></table>');
    expect(fields.choices.slice(0, 2)).toEqual(['<strong>가</strong>', '나<br />둘째 줄']);
    expect(fields.choices[2]).toMatch(/^<span data-latex="x\^2" class="math-inline"><math /);
    expect(fields.explanation).toBe('<p>해설</p>');
    expect(validateProblemInput({ ...valid, format: 'HTML', explanation: '<p> </p>' }).explanation).toBe('');
    expect(refusal({ format: 'HTML', stem: '<p><script>x</script></p>' }).message).toBe('문제 내용을 입력해주세요.');
    expect(refusal({ format: 'HTML', choices: ['가', '<p>&nbsp;</p>'] })).toEqual({ code: 'BLANK_CHOICE', message: '2번 선택지를 입력해주세요.' });
    expect(refusal({ format: 'HTML', choices: ['<em>가</em>', '<p><em>가</em></p>'], answer: 1 }).code).toBe('DUPLICATE_CHOICE');
    expect(refusal({ format: 'HTML', choices: ['가', '<span data-latex="\\frac{"></span>'], answer: 1 })).toEqual({
      code: 'INVALID_CONTENT',
      message: expect.stringMatching(/^수식을 해석하지 못했습니다 \(2번 선택지\): KaTeX parse error/),
    });
  });
});
