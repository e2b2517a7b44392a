import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExamCsv, toCsv } from './parse-exam-csv';
import { type HtmlCellCheck, TEMPLATE_COLUMNS, paperToTemplateRows } from './template-rows';

const sample = readFileSync(path.resolve(__dirname, '../../../docs/samples/exam-import-sample.csv'), 'utf8');
const HEADER = TEMPLATE_COLUMNS.join(',');

function errorsOf(text: string) {
  const result = parseExamCsv(text);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

function errorsOfWith(text: string, html: HtmlCellCheck) {
  const result = parseExamCsv(text, { html });
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('parseExamCsv', () => {
  it('reads the sample CSV with its BOM, a shared passage over two rows, quoted line breaks and ③ as an answer', () => {
    const result = parseExamCsv(sample);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.paper.passages).toEqual([
      { key: 1, title: '다음 사례를 읽고 물음에 답하시오.', body: '68세 남성 환자가 수술 후 2일째 "숨이 차다"고 호소한다.\n산소포화도는 89%이다.', format: 'TEXT' },
    ]);
    expect(result.paper.problems.map((p) => [p.number, p.subject, p.passageKey, p.answer, p.choices.length])).toEqual([
      [1, '간호학', 1, 1, 4],
      [2, '간호학', 1, 1, 4],
      [3, '기본간호', null, 3, 5],
      [4, '기본간호', null, 4, 4],
    ]);
    expect(result.paper.problems[2]!.stem).toContain('옳은 것을 모두 고른 것은?\n\nㄱ. 손 위생은');
  });

  it('writes back what it read (template rows → CSV → the same paper)', () => {
    const first = parseExamCsv(sample);
    if (!first.ok) throw new Error('sample must parse');
    expect(parseExamCsv(toCsv(paperToTemplateRows(first.paper)))).toEqual(first);
  });

  it('answers wrong columns with one error naming the expected header', () => {
    expect(errorsOf('번호,문제,정답\n1,질문,1\n')).toEqual([
      {
        line: 1,
        message: `열 이름이 양식과 다릅니다. 첫 줄은 "${HEADER}"이어야 합니다(끝에 "형식,지문형식" 열을 더할 수 있습니다). (받은 첫 줄: "번호,문제,정답")`,
      },
    ]);
    expect(errorsOf(`${HEADER},지문형식\n`)[0]!.message).toMatch(/^열 이름이 양식과 다릅니다/);
  });

  it('reads the optional 형식 and 지문형식 columns: TEXT as written, HTML through the check it is given', () => {
    // A stand-in for the server's sanitiser: strips <script> and reports the length it kept.
    const html: HtmlCellCheck = (value, field) =>
      value.includes('\\bad')
        ? { ok: false, message: `수식을 해석하지 못했습니다 (${field.name}): 잘못된 수식` }
        : { ok: true, html: value.replace(/<script>.*?<\/script>/g, ''), length: value.length };
    const csv = [
      `${HEADER},형식,지문형식`,
      '1,국어,1,제목,"<p>지문</p><script>x</script>",질문,가,나,,,,1,,,,HTML',
      '2,국어,1,,,"<p>둘째 <strong>질문</strong></p>",<em>가</em>,나,,,,2,<p>해설</p>,,html,',
      '3,국어,,,,셋째 질문,가,나,,,,1,,,TEXT,',
    ].join('\n');
    const result = parseExamCsv(csv, { html });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.paper.passages).toEqual([{ key: 1, title: '제목', body: '<p>지문</p>', format: 'HTML' }]);
    expect(result.paper.problems.map((p) => [p.format, p.stem, p.choices[0], p.explanation])).toEqual([
      ['TEXT', '질문', '가', ''],
      ['HTML', '<p>둘째 <strong>질문</strong></p>', '<em>가</em>', '<p>해설</p>'],
      ['TEXT', '셋째 질문', '가', ''],
    ]);
    // An exported paper reads back the same, formats included.
    expect(parseExamCsv(toCsv(paperToTemplateRows(result.paper)), { html })).toEqual(result);

    const bad = [
      `${HEADER},형식`,
      '1,국어,,,,"<p>\\bad</p>",가,나,,,,1,,,HTML',
      '2,국어,,,,질문,가,나,,,,1,,,MARKDOWN',
      '3,국어,,,,<p>질문</p>,가,나,,,,1,,,HTML',
    ].join('\n');
    expect(parseExamCsv(bad, { html }).ok).toBe(false);
    expect(errorsOfWith(bad, html)).toEqual([
      { line: 2, message: '1번 문제 줄: 수식을 해석하지 못했습니다 (문제): 잘못된 수식' },
      { line: 3, message: '2번 문제의 형식 "MARKDOWN"을 읽을 수 없습니다. TEXT 또는 HTML로 적어주세요.' },
    ]);
    // Without the server's check, HTML is refused rather than taken as it is.
    expect(errorsOf(bad.split('\n').filter((_, i) => i !== 2).join('\n'))).toContainEqual({
      line: 3,
      message: '3번 문제의 내용: HTML 형식은 서버에서 가져올 때만 읽을 수 있습니다.',
    });
  });

  it('numbers errors by the line a record starts on, after a quoted field with line breaks', () => {
    const csv = [
      HEADER,
      '1,국어,,,,"여러 줄',
      '문제",가,나,,,,1,,',
      '2,국어,,,,질문,가,나,다,,,7,,',
      '3,국어,,,,질문,가,,,,,1,,',
      '3,국어,,,,질문,가,나,,,,1,,',
      '4,국어,,,,질문,가,나,,,,x,,',
    ].join('\n');
    expect(errorsOf(csv)).toEqual([
      { line: 4, message: '2번 문제의 정답 ⑦이 보기 범위(①~③)를 벗어납니다.' },
      { line: 5, message: '3번 문제의 보기가 1개입니다. 보기는 2개에서 5개까지입니다.' },
      { line: 6, message: '3번 문제 번호가 중복됩니다. (5번째 줄에 먼저 있음)' },
      { line: 7, message: '4번 문제의 정답 "x"를 읽을 수 없습니다. 1~5 또는 ①~⑤로 적어주세요.' },
    ]);
  });

  it('refuses more than 1,000 problems with one error at the header', () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `${i + 1},국어,,,,질문 ${i + 1},가,나,,,,1,,`);
    expect(errorsOf([HEADER, ...rows].join('\n'))).toEqual([{ line: 1, message: '한 번에 1,000문제까지 가져올 수 있습니다. (1001줄)' }]);
  });

  it('refuses an unclosed quote and a passage group without its text', () => {
    expect(errorsOf(`${HEADER}\n1,국어,,,,"열린 따옴표,가,나,,,,1,,\n`)).toEqual([{ line: 2, message: '따옴표(")가 닫히지 않았습니다.' }]);
    expect(errorsOf(`${HEADER}\n1,국어,1,,,질문,가,나,,,,1,,\n`)).toEqual([
      { line: 2, message: '지문번호 1의 첫 줄에 지문 내용이 없습니다.' },
    ]);
  });
});

describe('the template example', () => {
  it('is a valid paper in the CSV template (the console’s template download)', async () => {
    const { TEMPLATE_EXAMPLE } = await import('./template-example');
    expect(parseExamCsv(toCsv(paperToTemplateRows(TEMPLATE_EXAMPLE)))).toEqual({ ok: true, paper: TEMPLATE_EXAMPLE });
  });
});
