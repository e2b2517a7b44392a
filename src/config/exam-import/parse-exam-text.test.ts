import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hapdapStatements } from './imported-paper';
import { parseExamText } from './parse-exam-text';

const sample = readFileSync(path.resolve(__dirname, '../../../docs/samples/exam-import-sample.txt'), 'utf8');

function errorsOf(text: string) {
  const result = parseExamText(text);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('parseExamText', () => {
  it('reads the sample paper: a shared passage, one-line choices, a 합답형 item, a key block and a per-problem answer', () => {
    const result = parseExamText(sample);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { passages, problems } = result.paper;
    expect(passages).toEqual([
      {
        key: 1,
        title: '다음 글을 읽고 물음에 답하시오.',
        body: expect.stringContaining('마을 어귀의 느티나무는 삼백 년 동안 같은 자리를 지켰다.\n사람들은'),
        format: 'TEXT',
      },
    ]);
    expect(problems.map((p) => [p.number, p.subject, p.passageKey, p.answer, p.choices.length])).toEqual([
      [1, '국어', 1, 2, 4],
      [2, '국어', 1, 2, 4],
      [3, '사회', null, 2, 5],
      [4, '사회', null, 2, 3],
    ]);
    expect(problems[1]!.choices).toEqual(['농사의 도구', '공동체의 기억', '외부인의 경계', '재산의 상징']);
    const hapdap = problems[2]!;
    expect(hapdap.stem).toBe(
      '다음 중 옳은 것만을 있는 대로 고른 것은?\n\nㄱ. 지방 자치 단체는 조례를 제정할 수 있다.\nㄴ. 국회의원의 임기는 6년이다.\n' +
        'ㄷ. 헌법 재판소는 위헌 법률 심판을 한다.\nㄹ. 대통령은 법률안 거부권을 갖지 않는다.',
    );
    expect(hapdapStatements(hapdap.stem).map((s) => s.letter)).toEqual(['ㄱ', 'ㄴ', 'ㄷ', 'ㄹ']);
    expect(hapdap.choices).toEqual(['ㄱ, ㄴ', 'ㄱ, ㄷ', 'ㄴ, ㄷ', 'ㄷ, ㄹ', 'ㄱ, ㄷ, ㄹ']);
    expect(hapdap.explanation).toBe('국회의원의 임기는 4년이고, 대통령은 법률안 거부권을 갖는다.');
    expect(problems[0]!.points).toBe(5);
  });

  it('continues a choice over the next line and runs a key block over several lines', () => {
    const result = parseExamText(['1. 다음 중 가장 큰 수는?', '① 일', '② 이백', '삼십', '정답:', '1.②'].join('\n'));
    expect(result.ok && result.paper.problems[0]).toMatchObject({ choices: ['일', '이백 삼십'], answer: 2 });
  });

  it('refuses a problem with one choice or six, naming its line', () => {
    const errors = errorsOf(['1. 하나뿐?', '① 예', '정답 ①', '', '2. 여섯?', '① 가 ② 나 ③ 다 ④ 라 ⑤ 마 ⑥ 바', '정답: 2.①'].join('\n'));
    expect(errors).toEqual([
      { line: 1, message: '1번 문제의 보기가 1개입니다. 보기는 2개에서 5개까지입니다.' },
      { line: 5, message: '2번 문제의 보기가 6개입니다. 보기는 2개에서 5개까지입니다.' },
    ]);
  });

  it('refuses an answer beyond the choices at the line of the answer', () => {
    const errors = errorsOf(['1. 질문?', '① 가', '② 나', '③ 다', '④ 라', '', '정답: 1.⑥'].join('\n'));
    expect(errors).toEqual([{ line: 7, message: '1번 문제의 정답 ⑥이 보기 범위(①~④)를 벗어납니다.' }]);
  });

  it('reports a problem missing from the key at the problem', () => {
    const errors = errorsOf(['1. 질문?', '① 가 ② 나', '2. 질문?', '① 가 ② 나', '정답: 1.①'].join('\n'));
    expect(errors).toEqual([{ line: 3, message: "2번 문제의 정답이 없습니다. 정답표('정답: 1.③ …')나 '정답 ③' 줄을 넣어주세요." }]);
  });

  it('reports a passage range naming a problem that is not there', () => {
    const errors = errorsOf(['[1~3] 다음 글을 읽고 답하시오.', '글.', '1. 질문?', '① 가 ② 나', '정답: 1.①'].join('\n'));
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [1, '[1~3] 지문이 가리키는 2번 문제가 없습니다.'],
      [1, '[1~3] 지문이 가리키는 3번 문제가 없습니다.'],
    ]);
  });

  it('reports a duplicate number at the second one', () => {
    const errors = errorsOf(['1. 질문?', '① 가 ② 나', '1. 또 질문?', '① 다 ② 라', '정답: 1.①'].join('\n'));
    expect(errors).toEqual([{ line: 3, message: '1번 문제 번호가 중복됩니다. (1번째 줄에 먼저 있음)' }]);
  });

  it('reports choices out of order, a 합답형 choice naming a missing statement, and stray text', () => {
    const errors = errorsOf(
      ['2026년 모의고사', '1. 고르면?', 'ㄱ. 가', 'ㄴ. 나', '① ㄱ ③ ㄴ', '2. 고르면?', 'ㄱ. 가', 'ㄴ. 나', '① ㄱ ② ㄱ, ㄷ', '정답: 1.① 2.①'].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, message: '문제나 지문에 속하지 않는 내용입니다. 문제 번호(1.)나 지문 머리([1~3])를 확인해주세요.' },
      { line: 5, message: '1번 문제의 보기 번호가 순서에 맞지 않습니다: ② 자리에 ③이 있습니다.' },
      { line: 6, message: "2번 문제의 2번 보기가 문제에 없는 'ㄷ'을 고릅니다." },
    ]);
  });

  it('answers a too-long paste with one error instead of parsing it', () => {
    expect(errorsOf('가'.repeat(10 * 1024 * 1024))).toEqual([
      { line: 1, message: '붙여 넣은 내용이 너무 깁니다. 2,000,000자까지 가져올 수 있습니다.' },
    ]);
  });

  it('says when no problem was found', () => {
    expect(errorsOf('\n\n')).toEqual([{ line: 1, message: '문제를 찾지 못했습니다. 문제는 "1." 또는 "문 1."처럼 번호로 시작해야 합니다.' }]);
  });
});
