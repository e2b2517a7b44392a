/**
 * Typed calls of 비밀번호 찾기 and 이메일 찾기 (/apiV2/auth/password-reset, /apiV2/auth/find-email); types from
 * src/contracts/auth.ts. Client first; errors propagate (use the error catalogue).
 */
import type { ApiClient } from './api-client';
import type {
  AuthNotice,
  AuthResponse,
  FindLoginEmailBody,
  FindLoginEmailResponse,
  PasswordResetLink,
  Profile,
  ResetPasswordBody,
} from '../../contracts/auth';

export type { FindLoginEmailResponse } from '../../contracts/auth';

export const PASSWORD_RESET_PATH = '/apiV2/auth/password-reset';
export const FIND_EMAIL_PATH = '/apiV2/auth/find-email';

const linkPath = (token: string) => `${PASSWORD_RESET_PATH}/${encodeURIComponent(token)}`;

/** Asks for a reset link; the answer's notice is the same whether or not the email has an account. */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<string> {
  const { data } = await client.post<AuthNotice>(PASSWORD_RESET_PATH, { email });
  return data.message;
}

/** Whether a mailed link can still be used (a used or expired one is a Korean 400). */
export async function getPasswordResetLink(client: ApiClient, token: string): Promise<PasswordResetLink> {
  const { data } = await client.get<PasswordResetLink>(linkPath(token));
  return data;
}

/** Sets the new password through the link; the answer logs the member in (session cookie) and returns them. */
export async function resetPassword(client: ApiClient, token: string, body: ResetPasswordBody): Promise<Profile> {
  const { data } = await client.post<AuthResponse>(linkPath(token), body);
  return data.user;
}

export async function findLoginEmail(client: ApiClient, body: FindLoginEmailBody): Promise<FindLoginEmailResponse> {
  const { data } = await client.post<FindLoginEmailResponse>(FIND_EMAIL_PATH, body);
  return data;
}
