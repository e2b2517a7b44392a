/** The portal's 비밀번호 찾기 (`/password/reset`): the shared page; the link is mailed for this host. */
import { PasswordResetRequestPage } from '@/web/auth/account-recovery-pages';
import { passwordResetRequestServerSideProps } from '@/web/auth/account-recovery-ssr';

export const getServerSideProps = passwordResetRequestServerSideProps('portal', ['a']);

export default PasswordResetRequestPage;
