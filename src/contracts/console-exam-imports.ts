/**
 * Exam paper import, export and publishing of papers for operators (ADR 31): `/apiV2/admin/exam-imports…`
 * and `/apiV2/admin/exam-details/:examDetailIdx/{publish,unpublish,export.xlsx,export.qti.zip}`. The body carries the
 * pasted text, the CSV text or the XLSX file as base64 (the server has no multipart parser; a 2 MB file is 2.7 MB of
 * base64, within the routes' 4 MB body limit).
 */
import { type Static, Type } from 'typebox';
import { Id } from './common';
import { ContentFormat } from './problems';

export const IMPORT_SOURCES = ['TEXT', 'CSV', 'XLSX'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * Bounds an XLSX upload is checked against before its rows are read: a 2 MB zip can inflate a thousandfold, so the
 * zip's own directory is checked first (413), then rows and shared strings are counted while they stream and the
 * read stops at the first one over (400). A sheet has the header, at most IMPORT_LIMITS.maxProblems problem rows and
 * some blank rows; cells right of `maxColumns` are not read (the template has 16 columns).
 */
export const XLSX_IMPORT_LIMITS = {
  /** All parts of the zip together, inflated. */
  maxUncompressedBytes: 32 * 1024 * 1024,
  /** xl/sharedStrings.xml inflated: it is held in memory while the sheet is read. */
  maxSharedStringsBytes: 10 * 1024 * 1024,
  maxSharedStrings: 50_000,
  /** Rows of the first sheet, counted and by row number: header + 1,000 problems + 100 blank rows. */
  maxSheetRows: 1_101,
  maxColumns: 64,
} as const;

/** One import (dry run or confirmation) at a time per operator; the lock lapses after this long if never released. */
export const IMPORT_LOCK_TTL_MS = 120_000;

/** What the console sends for a dry run and again, unchanged, to confirm (the server parses it again each time). */
export const ExamImportBody = Type.Object(
  {
    source: Type.Union([Type.Literal('TEXT'), Type.Literal('CSV'), Type.Literal('XLSX')], { description: '붙여넣기 / CSV / XLSX' }),
    content: Type.String({ maxLength: 4_000_000, description: 'TEXT·CSV는 내용 그대로, XLSX는 파일의 base64' }),
    examIdx: Type.Optional(Id('기존 시험에 넣을 때')),
    examTypeId: Type.Optional(Id('새 시험을 만들 때 시험 유형')),
    examTitle: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: '새 시험을 만들 때 제목' })),
    paperTitle: Type.String({ minLength: 1, maxLength: 100, description: '새 회차 제목' }),
    timeLimitMinutes: Type.Integer({ minimum: 1, maximum: 600, description: '분' }),
  },
  { additionalProperties: false },
);
export type ExamImportBody = Static<typeof ExamImportBody>;

export const ImportErrorItem = Type.Object({
  line: Type.Integer({ description: '붙여넣기·CSV의 줄 번호, XLSX의 행 번호' }),
  message: Type.String(),
});

export const ImportProblemPreview = Type.Object({
  number: Type.Integer(),
  subject: Type.String(),
  /** The stem's first line, at most 80 characters. */
  summary: Type.String(),
  choiceCount: Type.Integer(),
  answer: Type.Integer(),
  passageKey: Type.Union([Type.Integer(), Type.Null()]),
  /** 합답형 statements (ㄱ, ㄴ, …) found in the stem; 0 for an ordinary problem. */
  statementCount: Type.Integer(),
});

/** The dry run's answer: what would be created, or why not (nothing is written either way). */
export const ExamImportReport = Type.Object({
  ok: Type.Boolean(),
  errors: Type.Array(ImportErrorItem),
  examIdx: Type.Union([Type.Integer(), Type.Null()]),
  examTitle: Type.String(),
  isNewExam: Type.Boolean(),
  paperTitle: Type.String(),
  problemCount: Type.Integer(),
  passageCount: Type.Integer(),
  problems: Type.Array(ImportProblemPreview),
});
export type ExamImportReport = Static<typeof ExamImportReport>;

/** A confirmed import: the new paper, unpublished. */
export const ExamImportResult = Type.Object({
  examIdx: Type.Integer(),
  examDetailIdx: Type.Integer(),
  problemCount: Type.Integer(),
  passageCount: Type.Integer(),
  isPublished: Type.Boolean(),
});
export type ExamImportResult = Static<typeof ExamImportResult>;

export const ProblemStatisticsItem = Type.Object({
  problemId: Type.Integer(),
  number: Type.Integer(),
  answer: Type.Integer(),
  takers: Type.Integer(),
  correct: Type.Integer(),
  facility: Type.Union([Type.Number(), Type.Null()], { description: '정답률 0~1' }),
  discrimination: Type.Union([Type.Number(), Type.Null()], { description: '상하위 27% 변별도 -1~1' }),
  negativeDiscrimination: Type.Boolean(),
  choiceCounts: Type.Array(Type.Integer(), { description: '보기별 선택 수 (0번째 = ①)' }),
  unanswered: Type.Integer(),
});

/** GET /apiV2/admin/exam-details/:examDetailIdx/statistics: closed attempts of the paper (at most the latest 5,000). */
export const PaperStatisticsResponse = Type.Object({
  examDetailIdx: Type.Integer(),
  examIdx: Type.Integer(),
  examTitle: Type.String(),
  paperTitle: Type.String(),
  takers: Type.Integer(),
  groupSize: Type.Integer(),
  averageScore: Type.Union([Type.Number(), Type.Null()]),
  averageDurationSeconds: Type.Union([Type.Number(), Type.Null()]),
  problems: Type.Array(ProblemStatisticsItem),
});
export type PaperStatisticsResponse = Static<typeof PaperStatisticsResponse>;

/** GET /apiV2/admin/exam-details/:examDetailIdx/preview: the stored paper as the import reads it (ADR 31). */
export const PaperPreview = Type.Object({
  examTitle: Type.String(),
  paperTitle: Type.String(),
  passages: Type.Array(
    Type.Object({ key: Type.Integer(), title: Type.Union([Type.String(), Type.Null()]), body: Type.String(), format: ContentFormat }),
  ),
  problems: Type.Array(
    Type.Object({
      /** The stored problem's id: the console's 정답 변경 and 재채점 act on it (ADR 32). */
      multipleProblemIdx: Type.Integer(),
      number: Type.Integer(),
      subject: Type.String(),
      passageKey: Type.Union([Type.Integer(), Type.Null()]),
      stem: Type.String(),
      choices: Type.Array(Type.String()),
      answer: Type.Integer(),
      explanation: Type.String(),
      points: Type.Integer(),
      format: ContentFormat,
    }),
  ),
});
export type PaperPreview = Static<typeof PaperPreview>;
