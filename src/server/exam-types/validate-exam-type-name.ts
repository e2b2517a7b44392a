import { EXAM_TYPE_NAME_MAX_LENGTH } from '../../contracts/constants';
import { invalid } from '../errors/domain-error';

/** An exam type's name as stored: inner runs of spaces made one, trimmed, 1–50 characters; 400 in Korean otherwise. */
export function validateExamTypeName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) throw invalid('유형 이름을 입력해주세요.');
  if (name.length > EXAM_TYPE_NAME_MAX_LENGTH) throw invalid(`유형 이름은 ${EXAM_TYPE_NAME_MAX_LENGTH}자 이하로 입력해주세요.`);
  return name;
}
