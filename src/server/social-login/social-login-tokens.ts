/** Random values of the social login and how they are stored: the browser holds the value, the table its SHA-256. */
import { hash, randomBytes } from 'node:crypto';

export const randomToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** How long a trip to the provider may take, and a signup may wait for its completion. */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;
export const SIGNUP_TTL_MS = 30 * 60_000;
