/**
 * Small XLSX files that inflate into far more than they look (the XLSX import's bounds, read-xlsx-rows.ts): built
 * with jszip at maximum deflate, for the unit and API tests and bench/import-bombs.ts.
 */
import JSZip from 'jszip';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The smallest workbook Excel and the import read: one sheet of `sheetData`, optional shared strings. */
export async function tinyXlsx(sheetData: string, sharedStrings?: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('xl/workbook.xml', `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="문제" sheetId="1" r:id="rId1"/></sheets></workbook>`);
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  zip.file('xl/worksheets/sheet1.xml', `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`);
  if (sharedStrings !== undefined) zip.file('xl/sharedStrings.xml', `<?xml version="1.0"?><sst xmlns="${NS}">${sharedStrings}</sst>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A sheet of 1,000,000 rows of one number each (26 MB inflated, within the byte limit; 63 KB zipped). */
export const millionRowXlsx = () => tinyXlsx('<row><c><v>1</v></c></row>'.repeat(1_000_000));

/** One shared string of 12 MB of Korean text (about 30 KB zipped). */
export const sharedStringsBombXlsx = () =>
  tinyXlsx('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', `<si><t>${'가'.repeat(4 * 1024 * 1024)}</t></si>`);

/** 1,000,000 empty shared strings (5 MB inflated, within the byte limit, far over the count). */
export const manySharedStringsXlsx = () => tinyXlsx('<row r="1"/>', '<si/>'.repeat(1_000_000));
