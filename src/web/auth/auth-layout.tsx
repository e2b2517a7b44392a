/** Centered card for the login, register and refund-login screens. */
import { Link } from '../ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import { BrandLogo } from '../brand/brand-logo';
import { Card, PageContainer } from '../ui/page-layout';

export function AuthLayout({
  brand,
  title,
  lead,
  eyebrow,
  showLogo = false,
  children,
}: {
  brand: BrandId;
  title: string;
  lead?: ReactNode;
  /** Which of the brand's sites this is, above the title (the console's login must not pass for a member's). */
  eyebrow?: string;
  /** Screens without a header (refund login) show the logo themselves. */
  showLogo?: boolean;
  children: ReactNode;
}) {
  return (
    <PageContainer $narrow>
      {showLogo ? (
        <LogoLink href="/" aria-label={`${getBrand(brand).name} 홈`}>
          <BrandLogo brand={brand} height={36} />
        </LogoLink>
      ) : null}
      <Panel>
        {eyebrow ? <Eyebrow data-testid="auth-eyebrow">{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Panel>
    </PageContainer>
  );
}

/** `/path?redirect=<target>` unless the target is the default. */
export function withRedirect(path: string, target: string, defaultTarget = '/'): string {
  return target === defaultTarget ? path : `${path}?redirect=${encodeURIComponent(target)}`;
}

const LogoLink = styled(Link)`
  display: flex;
  justify-content: center;
  margin: 24px 0 28px;
`;

const Panel = styled(Card)`
  padding: 36px 32px 32px;
  @media (max-width: 480px) {
    padding: 28px 20px 24px;
    border: 0;
    background: transparent;
  }
`;

const Eyebrow = styled.p`
  width: fit-content;
  margin: 0 auto 12px;
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.text};
  color: #ffffff;
  font-size: 13px;
  font-weight: 700;
`;

const Title = styled.h1`
  font-size: 24px;
  font-weight: 800;
  text-align: center;
`;

const Lead = styled.p`
  margin-top: 10px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  white-space: pre-line;
`;
