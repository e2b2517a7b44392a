/**
 * The console's checks of an exam's and a paper's fields before they are sent: the contract's bounds
 * (src/contracts/console-exams.ts) and createExam's rules (validateExamInput: a title, a price for a paid exam, paid
 * exams only where the brand sells them), worded as the server words them, so most mistakes are told without a round
 * trip. The server checks again; its Korean message is shown when it refuses.
 */
export const EXAM_TITLE_MAX = 100;
export const EXAM_DESCRIPTION_MAX = 2000;
export const EXAM_PRICE_MAX = 10_000_000;
export const PAPER_TITLE_MAX = 100;
export const PAPER_MINUTES_MAX = 600;

export interface ExamFormValues {
  examTypeId: string;
  title: string;
  description: string;
  isFree: boolean;
  price: string;
}

export type ExamFormField = keyof ExamFormValues;

export type ExamFormCheck =
  | { ok: true; body: { examTypeId: number; title: string; description: string; isFree: boolean; price: number | null } }
  | { ok: false; field: ExamFormField; message: string };

/** Digits as typed (commas allowed); anything else is NaN. */
function wholeNumber(text: string): number {
  const digits = text.replace(/,/g, '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export function checkExamForm(values: ExamFormValues, brandSellsExams: boolean): ExamFormCheck {
  const examTypeId = Number(values.examTypeId);
  if (!values.examTypeId || !Number.isInteger(examTypeId) || examTypeId < 1) return { ok: false, field: 'examTypeId', message: '시험 유형을 골라주세요.' };
  const title = values.title.trim();
  if (!title) return { ok: false, field: 'title', message: '시험 제목을 입력해주세요.' };
  if ([...title].length > EXAM_TITLE_MAX) return { ok: false, field: 'title', message: `시험 제목은 ${EXAM_TITLE_MAX}자 이하로 입력해주세요.` };
  const description = values.description.trim();
  if ([...description].length > EXAM_DESCRIPTION_MAX) {
    return { ok: false, field: 'description', message: `설명은 ${EXAM_DESCRIPTION_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요.` };
  }
  if (values.isFree) return { ok: true, body: { examTypeId, title, description, isFree: true, price: null } };
  if (!brandSellsExams) return { ok: false, field: 'isFree', message: '이 브랜드에서는 유료 시험을 만들 수 없습니다.' };
  if (!values.price.trim()) return { ok: false, field: 'price', message: '유료 시험의 가격을 입력해주세요.' };
  const price = wholeNumber(values.price);
  if (!Number.isSafeInteger(price) || price > EXAM_PRICE_MAX) {
    return { ok: false, field: 'price', message: `가격은 0원에서 ${EXAM_PRICE_MAX.toLocaleString('ko-KR')}원 사이의 숫자로 입력해주세요.` };
  }
  return { ok: true, body: { examTypeId, title, description, isFree: false, price } };
}

export interface PaperFormValues {
  title: string;
  timeLimitMinutes: string;
}

export type PaperFormCheck =
  | { ok: true; body: { title: string; timeLimitMinutes: number } }
  | { ok: false; field: keyof PaperFormValues; message: string };

export function checkPaperForm(values: PaperFormValues): PaperFormCheck {
  const title = values.title.trim();
  if (!title) return { ok: false, field: 'title', message: '회차 제목을 입력해주세요.' };
  if ([...title].length > PAPER_TITLE_MAX) return { ok: false, field: 'title', message: `회차 제목은 ${PAPER_TITLE_MAX}자 이하로 입력해주세요.` };
  const minutes = wholeNumber(values.timeLimitMinutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > PAPER_MINUTES_MAX) {
    return { ok: false, field: 'timeLimitMinutes', message: `제한 시간은 1분에서 ${PAPER_MINUTES_MAX}분 사이로 입력해주세요.` };
  }
  return { ok: true, body: { title, timeLimitMinutes: minutes } };
}
