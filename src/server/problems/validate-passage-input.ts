import type { ContentFormat } from '../../config/problem-content';
import { PASSAGE_TITLE_MAX_LENGTH } from '../../contracts/constants';
import { invalid } from '../errors/domain-error';
import { storedContent } from './validate-problem-input';

export interface PassageFields {
  /** Plain text in every format; null when there is none. */
  title: string | null;
  body: string;
  format: ContentFormat;
}

/**
 * A passage as it will be stored (after a create's defaults or an update's merge): the title trimmed (empty is none),
 * the body trimmed or — in HTML — sanitised by the problems' one sanitiser (a block field: tables, images, formulas),
 * within the format's length; 400 in Korean otherwise. Pure, like validateProblemInput.
 */
export function validatePassageInput(fields: PassageFields): PassageFields {
  const title = fields.title?.trim() || null;
  if (title && title.length > PASSAGE_TITLE_MAX_LENGTH) {
    throw invalid(`지문 제목은 ${PASSAGE_TITLE_MAX_LENGTH}자 이하로 입력해주세요.`);
  }
  const body = storedContent(fields.format, fields.body, { kind: 'block', limit: 'passage', name: '지문', topic: '지문은' });
  if (!body) throw invalid('지문 내용을 입력해주세요.');
  return { title, body, format: fields.format };
}
