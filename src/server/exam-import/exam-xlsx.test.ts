import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { parseExamCsv } from '../../config/exam-import/parse-exam-csv';
import { parseExamText } from '../../config/exam-import/parse-exam-text';
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
