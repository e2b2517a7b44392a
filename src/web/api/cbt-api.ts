/** Typed CBT auth calls (docs/CONTRACTS.md, spec §7.1). Every function takes the client first. */
import type { AxiosInstance } from 'axios';

export type UserType = 'NORMAL' | 'CORPORATE';

export interface Profile {
  id: string;
  brand: 'a' | 'b';
  email: string;
  username: string;
  nickname: string | null;
  type: UserType;
  notificationUnreadCount: number;
  scrapCount: number;
}

export interface LoginBody {
  email: string;
  password: string;
}

export interface RegisterBody {
  email: string;
  password: string;
  username: string;
  type: UserType;
  nickname?: string;
  companyName?: string;
  businessNumber?: string;
}

export interface AuthResponse {
  user: Profile;
}

export const PROFILE_PATH = '/apiV2/auth/profile';
export const LOGIN_PATH = '/apiV2/auth/login';
export const REGISTER_PATH = '/apiV2/auth/register';
export const LOGOUT_PATH = '/apiV2/auth/logout';

/** The logged-in user; any error (401, network, …) gives null, never undefined. */
export async function getProfile(client: AxiosInstance): Promise<Profile | null> {
  try {
    const { data } = await client.get<Profile | '' | null>(PROFILE_PATH);
    return data && typeof data === 'object' ? data : null;
  } catch {
    return null;
  }
}

/** Sets the session cookie and returns the user; errors propagate (use the error catalogue). */
export async function login(client: AxiosInstance, body: LoginBody): Promise<Profile> {
  const { data } = await client.post<AuthResponse>(LOGIN_PATH, body);
  return data.user;
}

export async function register(client: AxiosInstance, body: RegisterBody): Promise<Profile> {
  const { data } = await client.post<AuthResponse>(REGISTER_PATH, body);
  return data.user;
}

export async function logout(client: AxiosInstance): Promise<void> {
  await client.post(LOGOUT_PATH);
}
