/**
 * The 비밀번호 찾기 (`/password/reset`), 비밀번호 재설정 (`/password/reset/<token>`, the mailed link) and 이메일 찾기
 * (`/find-email`) pages of every site with a login page; their server side is account-recovery-ssr.ts, to which each
 * site's page file passes its site and brands. Accounts are per brand, so the pages act on the brand of the host they
 * are on, the one whose login sent the member here.
 */
import type { ShellPageProps } from '../ssr/shell-page';
import { Link } from '../ui/link';
import { PASSWORD_RESET_HREF } from './account-recovery-links';
import { Footnote } from './account-recovery-styles';
import { AuthLayout } from './auth-layout';
import { FindEmailForm } from './find-email-form';
import { PasswordResetForm } from './password-reset-form';
import { PasswordResetRequestForm } from './password-reset-request-form';

export function PasswordResetRequestPage({ brand }: ShellPageProps) {
  return (
    <AuthLayout
      brand={brand}
      title="비밀번호 찾기"
      lead={'가입한 이메일을 입력하시면\n비밀번호를 다시 설정할 수 있는 링크를 보내드립니다.'}
    >
      <PasswordResetRequestForm />
    </AuthLayout>
  );
}

export interface PasswordResetPageProps {
  token: string;
  /** The server's Korean message when the link is unknown, used or expired; null when it can be used. */
  linkError: string | null;
}

export function PasswordResetPage({ brand, token, linkError }: ShellPageProps & PasswordResetPageProps) {
  if (linkError) {
    return (
      <AuthLayout brand={brand} title="비밀번호 재설정">
        <p role="alert" data-testid="password-reset-link-error">
          {linkError}
        </p>
        <Footnote>
          <Link href={PASSWORD_RESET_HREF}>비밀번호 찾기</Link>
          <Link href="/login">로그인</Link>
        </Footnote>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout brand={brand} title="비밀번호 재설정" lead="새로 사용할 비밀번호를 입력해주세요.">
      <PasswordResetForm token={token} />
    </AuthLayout>
  );
}

export interface FindEmailPageProps {
  supportHref: string | null;
}

export function FindEmailPage({ brand, site, siteOrigins, supportHref }: ShellPageProps & FindEmailPageProps) {
  const support = supportHref && site !== 'shop' && siteOrigins.shop ? `${siteOrigins.shop}${supportHref}` : supportHref;
  return (
    <AuthLayout
      brand={brand}
      title="이메일 찾기"
      lead={'가입할 때 입력한 이름과 회원정보에 등록한 휴대폰 번호로\n로그인 이메일을 찾을 수 있습니다.'}
    >
      <FindEmailForm supportHref={support ?? undefined} />
    </AuthLayout>
  );
}
