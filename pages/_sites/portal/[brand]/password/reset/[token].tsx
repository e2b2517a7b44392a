/** The portal's 비밀번호 재설정 (`/password/reset/<token>`): the mailed link's shared page. */
import { PasswordResetPage } from '@/web/auth/account-recovery-pages';
import { passwordResetServerSideProps } from '@/web/auth/account-recovery-ssr';

export const getServerSideProps = passwordResetServerSideProps('portal', ['a']);

export default PasswordResetPage;
