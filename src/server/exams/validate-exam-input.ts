import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import { invalid } from '../errors/domain-error';

export interface ExamFields {
  title: string;
  description: string;
  isFree: boolean;
  price: number | null;
  communityBoardSlug: string | null;
}

/**
 * The rules of an exam's own fields, as they will be stored (after a create's defaults or an update's merge):
 * returns them normalised (trimmed; a free exam has no price) or throws 400 with a Korean message.
 */
export function validateExamInput(brand: BrandId, fields: ExamFields): ExamFields {
  const title = fields.title.trim();
  if (!title) throw invalid('시험 제목을 입력해주세요.');
  if (!fields.isFree) {
    // Only a brand with a shop sells exams (src/config/brands.ts hasShop); brand A exams are all free.
    if (!getBrand(brand).hasShop) throw invalid('이 브랜드에서는 유료 시험을 만들 수 없습니다.', 'PAID_EXAM_NOT_ALLOWED');
    if (fields.price === null) throw invalid('유료 시험의 가격을 입력해주세요.', 'PRICE_REQUIRED');
  }
  return {
    title,
    description: fields.description.trim(),
    isFree: fields.isFree,
    price: fields.isFree ? null : fields.price,
    communityBoardSlug: fields.communityBoardSlug || null,
  };
}
