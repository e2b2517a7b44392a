/** Refund login (spec §2.1 `/refund-login`): refund requests need a login; no header or footer. */
import styled from 'styled-components';
import { AuthLayout } from '@/web/auth/auth-layout';
import { redirectTargetFrom, shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { PrimaryLink } from '@/web/ui/page-layout';

interface RefundLoginProps {
  localLoginHref: string;
}

export const getServerSideProps = shellPage<RefundLoginProps>({
  seo: { title: '환불 신청 로그인', noIndex: true },
  load: ({ ctx, hostTable }) => {
    // Keep a same-site redirect for the email login step.
    const target = redirectTargetFrom(ctx, hostTable, '');
    return {
      props: {
        localLoginHref: target ? `/refund-login/local?redirect=${encodeURIComponent(target)}` : '/refund-login/local',
      },
    };
  },
});

export default function RefundLoginPage({ brand, localLoginHref }: ShellPageProps & RefundLoginProps) {
  return (
    <AuthLayout
      brand={brand}
      showLogo
      title="환불 신청"
      lead={'환불 신청은 로그인 후 이용할 수 있습니다.\n구매하신 계정으로 로그인해주세요.'}
    >
      <Actions>
        <PrimaryLink href={localLoginHref}>이메일로 로그인</PrimaryLink>
      </Actions>
      <Note>로그인 후 구매 내역에서 환불을 신청할 시험을 선택할 수 있습니다.</Note>
    </AuthLayout>
  );
}

const Actions = styled.div`
  display: grid;
  margin-top: 16px;
  a {
    height: 52px;
  }
`;

const Note = styled.p`
  margin-top: 16px;
  font-size: 13px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
