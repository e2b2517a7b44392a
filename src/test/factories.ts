/** Test data factories with overrides (createUser({ type: 'CORPORATE' })). */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { type CreateUserInput, createUser as createUserOperation } from '../server/accounts/create-user';

export const TEST_PASSWORD = 'testpass123';

export async function createUser(db: Db, overrides: Partial<CreateUserInput> = {}): Promise<User> {
  const type = overrides.type ?? 'NORMAL';
  return createUserOperation(db, {
    brand: 'a',
    email: `user-${randomBytes(4).toString('hex')}@example.kr`,
    password: TEST_PASSWORD,
    username: '테스트회원',
    type,
    ...(type === 'CORPORATE' ? { companyName: '(주)테스트', businessNumber: '1234567890' } : {}),
    ...overrides,
  });
}
