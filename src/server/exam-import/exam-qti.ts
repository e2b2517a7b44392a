/**
 * A paper as a QTI 3.0 content package (ADR 31): one `qti-assessment-item` per problem (a single-cardinality choice
 * interaction, the correct choice declared, the standard match_correct response processing), a
 * `qti-assessment-test` listing them in order, and `imsmanifest.xml`. A shared passage is written into each of its
 * problems' item bodies (a `qti-assessment-stimulus` file per passage would be the richer form; the plain copy keeps
 * every item self-contained and the package small). Plain text is escaped, its line breaks paragraphs; HTML content
 * (ADR 34) goes in as the XHTML it is stored as — the sanitiser writes only well-formed markup: quoted attributes,
 * self-closed void elements, the five XML escapes — with its formulas as MathML in the MathML namespace, which QTI 3.0
 * item bodies accept, and its images linked to the host that exported them (uploads are served on every host).
 */
import JSZip from 'jszip';
import type { ImportedPaper, ImportedProblem } from '../../config/exam-import/imported-paper';
import type { ContentFormat } from '../../config/problem-content';
import { UPLOADS_PATH } from '../uploads/attachment-view';

export interface QtiOptions {
  /** Origin images are linked to (`https://admin.careerroad.kr`); without it they keep their root-relative path. */
  imageBase?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as XHTML paragraphs: blank lines separate paragraphs, single breaks become <br/>. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(escapeXml).join('<br/>')}</p>`)
    .join('');
}

/** Stored HTML as XHTML: void elements closed (the sanitiser writes `<br />` already), our images made absolute. */
function xhtml(html: string, options: QtiOptions): string {
  const closed = html.replace(/<(br|img)\b([^>]*?)\s*\/?>/g, '<$1$2/>');
  return options.imageBase ? closed.replace(/(<img\b[^>]*?\ssrc=")\/uploads\//g, `$1${options.imageBase}${UPLOADS_PATH}`) : closed;
}

/** A block field (stem, passage body) in its format. */
const blockContent = (text: string, format: ContentFormat, options: QtiOptions) =>
  format === 'HTML' ? xhtml(text, options) : paragraphs(text);

const itemId = (problem: ImportedProblem) => `item-${problem.number}`;
const QTI_NS =
  'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
  'xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqtiasi_v3p0 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd"';

export function qtiItemXml(paper: ImportedPaper, problem: ImportedProblem, options: QtiOptions = {}): string {
  const passage = problem.passageKey === null ? null : paper.passages[problem.passageKey - 1]!;
  const passageXml = passage
    ? `<div class="passage">${passage.title ? `<p><strong>${escapeXml(passage.title)}</strong></p>` : ''}${blockContent(passage.body, passage.format, options)}</div>`
    : '';
  const choices = problem.choices
    .map(
      (choice, i) =>
        `<qti-simple-choice identifier="CHOICE_${i + 1}">${problem.format === 'HTML' ? xhtml(choice, options) : escapeXml(choice)}</qti-simple-choice>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${QTI_NS} identifier="${itemId(problem)}" title="${escapeXml(`${problem.number}. ${problem.subject}`)}" adaptive="false" time-dependent="false" xml:lang="ko">
<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>CHOICE_${problem.answer}</qti-value></qti-correct-response></qti-response-declaration>
<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>0</qti-value></qti-default-value></qti-outcome-declaration>
<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>${problem.points}</qti-value></qti-default-value></qti-outcome-declaration>
<qti-item-body>${passageXml}<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1"><qti-prompt>${blockContent(problem.stem, problem.format, options)}</qti-prompt>${choices}</qti-choice-interaction></qti-item-body>
<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>
`;
}

export function qtiTestXml(title: string, paper: ImportedPaper): string {
  const refs = paper.problems
    .map((problem) => `<qti-assessment-item-ref identifier="${itemId(problem)}" href="items/${itemId(problem)}.xml"/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-test ${QTI_NS} identifier="paper" title="${escapeXml(title)}" xml:lang="ko">
<qti-test-part identifier="part-1" navigation-mode="nonlinear" submission-mode="simultaneous">
<qti-assessment-section identifier="section-1" title="${escapeXml(title)}" visible="true">
${refs}
</qti-assessment-section>
</qti-test-part>
</qti-assessment-test>
`;
}

export function qtiManifestXml(paper: ImportedPaper): string {
  const items = paper.problems
    .map(
      (problem) =>
        `<resource identifier="${itemId(problem)}" type="imsqti_item_xmlv3p0" href="items/${itemId(problem)}.xml"><file href="items/${itemId(problem)}.xml"/></resource>`,
    )
    .join('\n');
  const deps = paper.problems.map((problem) => `<dependency identifierref="${itemId(problem)}"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="manifest-paper">
<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
<organizations/>
<resources>
<resource identifier="paper" type="imsqti_test_xmlv3p0" href="assessment-test.xml"><file href="assessment-test.xml"/>${deps}</resource>
${items}
</resources>
</manifest>
`;
}

/** The zipped package: imsmanifest.xml, assessment-test.xml and items/item-<number>.xml. */
export async function writeExamQtiZip(title: string, paper: ImportedPaper, options: QtiOptions = {}): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('imsmanifest.xml', qtiManifestXml(paper));
  zip.file('assessment-test.xml', qtiTestXml(title, paper));
  for (const problem of paper.problems) zip.file(`items/${itemId(problem)}.xml`, qtiItemXml(paper, problem, options));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
