import { conflict, notFound } from '../errors/domain-error';

export const inquiryErrors = {
  notFound: () => notFound('문의를 찾을 수 없습니다.'),
  closed: () => conflict('종료된 문의에는 답변할 수 없습니다.', 'INQUIRY_CLOSED'),
};
