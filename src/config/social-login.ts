/**
 * What the server and the web share about Kakao and Naver login: the providers' Korean names, the codes a
 * failed callback sends to /login with, their messages, and the address that starts a login.
 */
import { withJosa } from './korean-particle';

export type SocialProviderCode = 'KAKAO' | 'NAVER';

export const SOCIAL_PROVIDER_LABELS: Readonly<Record<SocialProviderCode, string>> = { KAKAO: '카카오', NAVER: '네이버' };

export const SOCIAL_FAILURE_CODES = ['STATE', 'DENIED', 'PROVIDER', 'CORPORATE', 'TAKEN'] as const;
export type SocialFailureCode = (typeof SOCIAL_FAILURE_CODES)[number];

export function socialFailureMessage(code: SocialFailureCode, provider: SocialProviderCode | null): string {
  const label = provider ? SOCIAL_PROVIDER_LABELS[provider] : '소셜';
  switch (code) {
    case 'STATE':
      return '로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요.';
    case 'DENIED':
      return `${label} 로그인을 취소했습니다.`;
    case 'PROVIDER':
      return `${label} 로그인 중 문제가 생겼습니다. 잠시 후 다시 시도해주세요.`;
    case 'CORPORATE':
      return '기업회원으로 가입된 이메일입니다. 기업회원은 이메일과 비밀번호로 로그인해주세요.';
    case 'TAKEN':
      return `이미 다른 회원과 연결된 ${label} 계정입니다.`;
  }
}

/** `/login?socialError=…&provider=…` as the callback sends it; null for anything else. */
export function parseSocialFailure(query: { socialError?: unknown; provider?: unknown }): string | null {
  const code = typeof query.socialError === 'string' ? query.socialError : '';
  if (!(SOCIAL_FAILURE_CODES as readonly string[]).includes(code)) return null;
  const provider = typeof query.provider === 'string' ? query.provider.toUpperCase() : '';
  return socialFailureMessage(code as SocialFailureCode, provider === 'KAKAO' || provider === 'NAVER' ? provider : null);
}

/** The full-page address that starts a login (a redirect flow: no popup, so web views and in-app browsers work). */
export function socialStartPath(provider: SocialProviderCode, next: string): string {
  return `/apiV2/auth/social/${provider.toLowerCase()}/start?next=${encodeURIComponent(next)}`;
}

/** `카카오로`, `네이버로`: the provider's name with the particle it takes (시작하기, 로그인). */
export function viaSocialProvider(label: string): string {
  return withJosa(label, '으로/로');
}
