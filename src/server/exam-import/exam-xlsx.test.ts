import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { ImportedPaper } from '../../config/exam-import/imported-paper';
import { parseExamCsv } from '../../config/exam-import/parse-exam-csv';
import { parseExamText } from '../../config/exam-import/parse-exam-text';
import type { HtmlCellCheck } from '../../config/exam-import/template-rows';
import { sanitizeProblemHtml } from '../problems/sanitize-problem-content';
import { writeExamQtiZip } from './exam-qti';
import { BROKEN_XLSX_MESSAGE, parseExamXlsx, writeExamXlsx } from './exam-xlsx';

const samples = path.resolve(__dirname, '../../../docs/samples');

describe('exam XLSX and QTI', () => {
  it('reads the repository sample XLSX', async () => {
    const result = await parseExamXlsx(readFileSync(path.join(samples, 'exam-import-sample.xlsx')));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.paper.problems.length).toBe(3);
    expect(result.paper.passages.length).toBe(1);
  });

  it('round-trips a paper: written as the XLSX template, read back the same', async () => {
    for (const parsed of [parseExamText(readFileSync(path.join(samples, 'exam-import-sample.txt'), 'utf8')), parseExamCsv(readFileSync(path.join(samples, 'exam-import-sample.csv'), 'utf8'))]) {
      if (!parsed.ok) throw new Error('sample must parse');
      expect(await parseExamXlsx(await writeExamXlsx(parsed.paper))).toEqual(parsed);
    }
  });

  it('answers a broken file with a Korean error at row 1, not a throw', async () => {
    expect(await parseExamXlsx(Buffer.from('번호,과목\n1,국어'))).toEqual({ ok: false, errors: [{ line: 1, message: BROKEN_XLSX_MESSAGE }] });
    const real = await writeExamXlsx({ passages: [], problems: [{ number: 1, subject: '국어', passageKey: null, stem: '질문', choices: ['가', '나'], answer: 1, explanation: '', points: 5, format: 'TEXT' }] });
    expect(await parseExamXlsx(real.subarray(0, real.length / 2))).toEqual({ ok: false, errors: [{ line: 1, message: BROKEN_XLSX_MESSAGE }] });
  });

  it('answers a workbook with other columns with one error naming the template header', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('문제');
    sheet.addRow(['번호', '문제', '정답']);
    sheet.addRow([1, '질문', 1]);
    const result = await parseExamXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result).toEqual({ ok: false, errors: [{ line: 1, message: expect.stringContaining('열 이름이 양식과 다릅니다.') }] });
  });

  it('writes a QTI 3.0 package: a manifest, a test and one choice item per problem with its correct response', async () => {
    const parsed = parseExamText(readFileSync(path.join(samples, 'exam-import-sample.txt'), 'utf8'));
    if (!parsed.ok) throw new Error('sample must parse');
    const zip = await JSZip.loadAsync(await writeExamQtiZip('1회 <모의>', parsed.paper));
    expect(Object.keys(zip.files).filter((name) => !zip.files[name]!.dir).sort()).toEqual([
      'assessment-test.xml',
      'imsmanifest.xml',
      'items/item-1.xml',
      'items/item-2.xml',
      'items/item-3.xml',
      'items/item-4.xml',
    ]);
    const item = await zip.file('items/item-3.xml')!.async('string');
    expect(item).toContain('<qti-correct-response><qti-value>CHOICE_2</qti-value></qti-correct-response>');
    expect(item).toContain('<qti-simple-choice identifier="CHOICE_5">ㄱ, ㄷ, ㄹ</qti-simple-choice>');
    expect(item).toContain('ㄱ. 지방 자치 단체는 조례를 제정할 수 있다.<br/>ㄴ.');
    expect(await zip.file('items/item-1.xml')!.async('string')).toContain('<div class="passage">');
    expect(await zip.file('assessment-test.xml')!.async('string')).toContain('title="1회 &lt;모의&gt;"');
    expect(await zip.file('imsmanifest.xml')!.async('string')).toContain('type="imsqti_item_xmlv3p0" href="items/item-4.xml"');
  });
});

/** A paper in HTML (ADR 34) as the authoring routes store it: sanitised, its formulas rendered. */
function htmlPaper(): ImportedPaper {
  const clean = (html: string, kind: 'block' | 'inline' = 'block') => {
    const result = sanitizeProblemHtml(html, kind, '문제');
    if (!result.ok) throw new Error(result.message);
    return result.html;
  };
  return {
    passages: [{ key: 1, title: '표를 보고 답하시오.', body: clean('<table><tr><th>x</th><td><span data-latex="x^2"></span></td></tr></table>'), format: 'HTML' }],
    problems: [
      {
        number: 1,
        subject: '수학',
        passageKey: 1,
        stem: clean('<p>넓이 <span data-latex="a &lt; b"></span> &amp; 그림</p><p><img src="/uploads/fig_1.png" alt="그림"><br>다음 줄</p>'),
        choices: [clean('<p><span data-latex="\\frac{1}{2}"></span></p>', 'inline'), clean('<p>둘<br>셋</p>', 'inline')],
        answer: 1,
        explanation: clean('<p><em>해설</em></p>'),
        points: 5,
        format: 'HTML',
      },
      { number: 2, subject: '수학', passageKey: 1, stem: 'a < b & c', choices: ['가', '나'], answer: 2, explanation: '', points: 5, format: 'TEXT' },
    ],
  };
}

const serverHtmlCheck: HtmlCellCheck = (value, field) => {
  const result = sanitizeProblemHtml(value, field.kind, field.name);
  return result.ok ? { ok: true, html: result.html, length: result.length } : result;
};

/** Whether `xml` is well-formed, namespaces included (saxes refuses an undeclared prefix or a stray `&nbsp;`). */
function parseXml(xml: string): { elements: Array<{ name: string; uri: string }> } {
  const elements: Array<{ name: string; uri: string }> = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => elements.push({ name: tag.local, uri: tag.uri }));
  parser.write(xml).close();
  return { elements };
}

describe('HTML content in the exports (ADR 34)', () => {
  it('round-trips through the XLSX template with its 형식 and 지문형식 columns', async () => {
    const paper = htmlPaper();
    const xlsx = await writeExamXlsx(paper);
    expect(await parseExamXlsx(xlsx, { html: serverHtmlCheck })).toEqual({ ok: true, paper });
    // Without the server's check the HTML rows are refused, not taken as they are.
    expect((await parseExamXlsx(xlsx)).ok).toBe(false);
  });

  it('writes HTML as well-formed XHTML in QTI, formulas as MathML in its namespace, images absolute', async () => {
    const zip = await JSZip.loadAsync(await writeExamQtiZip('수학 1회', htmlPaper(), { imageBase: 'https://admin.careerroad.kr' }));
    const item = await zip.file('items/item-1.xml')!.async('string');
    const { elements } = parseXml(item);
    expect(elements.filter((e) => e.name === 'math').map((e) => e.uri)).toEqual([
      'http://www.w3.org/1998/Math/MathML',
      'http://www.w3.org/1998/Math/MathML',
      'http://www.w3.org/1998/Math/MathML',
    ]);
    expect(elements.find((e) => e.name === 'table')!.uri).toBe('http://www.imsglobal.org/xsd/imsqtiasi_v3p0');
    expect(item).toContain('<img src="https://admin.careerroad.kr/uploads/fig_1.png" alt="그림"/>');
    expect(item).toContain('<br/>다음 줄');
    expect(item).toMatch(/<qti-simple-choice identifier="CHOICE_1"><span data-latex="\\frac\{1\}\{2\}" class="math-inline"><math /);
    expect(item).toContain('<qti-simple-choice identifier="CHOICE_2">둘<br/>셋</qti-simple-choice>');
    const text = await zip.file('items/item-2.xml')!.async('string');
    parseXml(text);
    expect(text).toContain('<qti-prompt><p>a &lt; b &amp; c</p></qti-prompt>');
    for (const name of ['imsmanifest.xml', 'assessment-test.xml']) parseXml(await zip.file(name)!.async('string'));
  });
});
