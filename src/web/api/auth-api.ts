/** Typed calls of accounts (spec §7.1 /apiV2/auth/*); types from src/contracts/auth.ts. Client first. */
import type { ApiClient } from './api-client';
import type { AuthResponse, LoginBody, Profile, RegisterBody } from '../../contracts/auth';

export type { LoginBody, Profile, RegisterBody, UserType } from '../../contracts/auth';

export const PROFILE_PATH = '/apiV2/auth/profile';
export const LOGIN_PATH = '/apiV2/auth/login';
export const REGISTER_PATH = '/apiV2/auth/register';
export const LOGOUT_PATH = '/apiV2/auth/logout';

/** The logged-in user; any error (401, network, …) gives null, never undefined. */
export async function getProfile(client: ApiClient): Promise<Profile | null> {
  try {
    const { data } = await client.get<Profile | '' | null>(PROFILE_PATH);
    return data && typeof data === 'object' ? data : null;
  } catch {
    return null;
  }
}

/** Sets the session cookie and returns the user; errors propagate (use the error catalogue). */
export async function login(client: ApiClient, body: LoginBody): Promise<Profile> {
  const { data } = await client.post<AuthResponse>(LOGIN_PATH, body);
  return data.user;
}

export async function register(client: ApiClient, body: RegisterBody): Promise<Profile> {
  const { data } = await client.post<AuthResponse>(REGISTER_PATH, body);
  return data.user;
}

export async function logout(client: ApiClient): Promise<void> {
  await client.post(LOGOUT_PATH);
}
