import { conflict, notFound } from '../errors/domain-error';

export const ERROR_REPORT_DUPLICATE_MESSAGE = '이미 신고한 문제입니다. 처리 결과를 기다려주세요.';
export const ERROR_REPORT_PROBLEM_NOT_FOUND_MESSAGE = '문제를 찾을 수 없습니다.';
export const ERROR_REPORT_NOT_FOUND_MESSAGE = '신고를 찾을 수 없습니다.';
export const ERROR_REPORT_CLOSED_MESSAGE = '이미 처리된 신고입니다.';

export const errorReportErrors = {
  duplicate: () => conflict(ERROR_REPORT_DUPLICATE_MESSAGE, 'ERROR_REPORT_DUPLICATE'),
  problemNotFound: () => notFound(ERROR_REPORT_PROBLEM_NOT_FOUND_MESSAGE),
  notFound: () => notFound(ERROR_REPORT_NOT_FOUND_MESSAGE),
  closed: () => conflict(ERROR_REPORT_CLOSED_MESSAGE, 'ERROR_REPORT_CLOSED'),
};
