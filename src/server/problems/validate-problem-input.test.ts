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
});
