/** 간편 로그인 on the community host: complete a Kakao or Naver sign-up, or link it to the email account. */
import { socialSignupServerSideProps, type SocialSignupPageProps } from '@/web/auth/social-signup-ssr';
import { SocialSignupPage } from '@/web/auth/social-signup-form';
import type { ShellPageProps } from '@/web/ssr/shell-page';

export const getServerSideProps = socialSignupServerSideProps('community');

export default function CommunitySocialSignupPage({ brand, signup, askInterests }: ShellPageProps & SocialSignupPageProps) {
  return <SocialSignupPage brand={brand} signup={signup} askInterests={askInterests} />;
}
