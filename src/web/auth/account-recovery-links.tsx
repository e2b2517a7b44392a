/** 아이디(이메일) 찾기 · 비밀번호 찾기 under every login form: both pages live on the same host as the login. */
import styled from 'styled-components';
import { Link } from '../ui/link';

export const FIND_EMAIL_HREF = '/find-email';
export const PASSWORD_RESET_HREF = '/password/reset';

export function AccountRecoveryLinks() {
  return (
    <Links data-testid="account-recovery-links">
      <Link href={FIND_EMAIL_HREF}>아이디(이메일) 찾기</Link>
      <span aria-hidden="true">·</span>
      <Link href={PASSWORD_RESET_HREF}>비밀번호 찾기</Link>
    </Links>
  );
}

const Links = styled.p`
  display: flex;
  justify-content: center;
  gap: 8px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
