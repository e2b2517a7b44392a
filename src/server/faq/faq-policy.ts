/**
 * Who may edit the brand's 자주 묻는 질문: CONTENT_EDITOR and ADMIN of that brand, like the other content an operator
 * authors. A visitor is refused with 401 and anyone else with 403 before anything is read; every write looks its
 * entry up within the editor's brand, so another brand's entry is not found.
 */
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { forbidden, unauthenticated } from '../errors/domain-error';
import { isAuthorRole, OPERATORS_ONLY_MESSAGE } from '../exams/exam-authoring-policy';

export interface FaqEditor {
  readonly userId: string;
  readonly brand: BrandId;
}

export function authorizeFaqEditing(user: Pick<User, 'id' | 'brand' | 'role'> | null, brand: BrandId): FaqEditor {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || !isAuthorRole(user.role)) throw forbidden(OPERATORS_ONLY_MESSAGE);
  return { userId: user.id, brand };
}
