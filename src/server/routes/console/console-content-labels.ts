/**
 * The console's validation wording for the FAQ and 약관 routes, whose field names (answer, title, …) mean something
 * else on the exam routes: their fields are named here first, then the console's formatter words the error.
 */
import { consoleSchemaErrorFormatter } from './console-route-kit';

type SchemaErrors = Parameters<typeof consoleSchemaErrorFormatter>[0];

const LABELS: Record<string, string> = {
  category: '분류',
  question: '질문',
  answer: '답변',
  direction: '이동 방향',
  title: '제목',
  effectiveDate: '시행일',
  articles: '조항',
  heading: '조항 제목',
  paragraphs: '조항 내용',
  publish: '게시 여부',
  faqId: '질문 번호',
  documentId: '문서 번호',
};

const relabel = (path: string) => path.split('/').map((segment) => LABELS[segment] ?? segment).join('/');

export function contentSchemaErrorFormatter(errors: SchemaErrors, dataVar: string): Error {
  return consoleSchemaErrorFormatter(
    errors.map((error) => ({
      ...error,
      instancePath: relabel(error.instancePath),
      params:
        error.keyword === 'required'
          ? { ...error.params, missingProperty: LABELS[String(error.params.missingProperty)] ?? error.params.missingProperty }
          : error.params,
    })) as SchemaErrors,
    dataVar,
  );
}
