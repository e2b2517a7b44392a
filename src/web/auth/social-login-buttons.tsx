/**
 * 카카오로 시작하기 / 네이버로 시작하기 under every login form: plain links, a full-page redirect to the
 * provider and back, so the native app's web view and KakaoTalk's in-app browser (no popups there) work like any
 * browser. Shown only for the providers the server has keys for; a failed login's Korean message shows above them.
 */
import styled from 'styled-components';
import { SOCIAL_PROVIDER_LABELS, socialStartPath, viaSocialProvider } from '../../config/social-login';
import type { SocialProviderCode } from '../api/social-login-api';
import { FormError } from '../ui/form';

export interface SocialLoginButtonsProps {
  providers: SocialProviderCode[];
  /** Where the login leads (already same-site). */
  redirectTarget: string;
  /** A failed social login's message (/login?socialError=…). */
  error?: string | null;
}

export function SocialLoginButtons({ providers, redirectTarget, error }: SocialLoginButtonsProps) {
  if (providers.length === 0 && !error) return null;
  return (
    <Section aria-label="간편 로그인" data-testid="social-login">
      {error ? (
        <FormError role="alert" data-testid="social-login-error">
          {error}
        </FormError>
      ) : null}
      {providers.length > 0 ? (
        <>
          <Divider>
            <span>간편 로그인</span>
          </Divider>
          {providers.map((provider) => (
            <ProviderLink key={provider} href={socialStartPath(provider, redirectTarget)} $provider={provider} data-testid={`social-login-${provider.toLowerCase()}`}>
              {viaSocialProvider(SOCIAL_PROVIDER_LABELS[provider])} 시작하기
            </ProviderLink>
          ))}
        </>
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 10px;
  margin-top: 20px;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// The providers' button colours: Kakao's design guide (#FEE500, black text at 85%: 11.8:1), and Naver's green darkened
// from its guide's #03C75A (white on it is 2.3:1) to #027A37 (5.5:1), since the label must meet WCAG AA's 4.5:1.
const ProviderLink = styled.a<{ $provider: SocialProviderCode }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 700;
  font-size: 15px;
  text-decoration: none;
  color: ${({ $provider }) => ($provider === 'KAKAO' ? 'rgba(0, 0, 0, 0.85)' : '#ffffff')};
  background: ${({ $provider }) => ($provider === 'KAKAO' ? '#fee500' : '#027a37')};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;
