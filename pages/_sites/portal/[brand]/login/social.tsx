/** 간편 로그인: complete a Kakao or Naver sign-up, or link it to the existing account of its email. */
import { socialSignupServerSideProps, type SocialSignupPageProps } from '@/web/auth/social-signup-ssr';
import { SocialSignupPage } from '@/web/auth/social-signup-form';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = socialSignupServerSideProps('portal');

export default function PortalSocialSignupPage({ brand, signup, askInterests }: ShellPageProps & SocialSignupPageProps) {
  return <SocialSignupPage brand={brand} signup={signup} askInterests={askInterests} />;
}
