/**
 * The operator console's own shell (ADR 24): a top bar with the brand's console name, the operator and
 * logout, the console's navigation, then the page. A page the visitor may not see is replaced by the Korean 403
 * message here, so no console page renders its content (or starts its queries) for them.
 */
import { Link } from '../ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import { CONSOLE_ADMINS_ONLY_MESSAGE, CONSOLE_OPERATORS_ONLY_MESSAGE } from '../../config/console-access';
import type { BrandId } from '../../config/hosts';
import { logoutAndReload } from '../session/logout';
import { ButtonBase } from '../ui/button';
import { EmptyState, PageContainer, PageTitle } from '../ui/page-layout';
import type { ConsolePageProps } from './console-page-ssr';

export const CONSOLE_NAV = [
  { href: '/', label: '대시보드' },
  { href: '/corporate-accounts', label: '기업회원 승인' },
  { href: '/community-reports', label: '신고 관리' },
  { href: '/postings', label: '공고 검토' },
  { href: '/inquiries', label: '고객 문의' },
  { href: '/orders', label: '무통장입금' },
  { href: '/coupons', label: '쿠폰' },
  { href: '/exam-types', label: '시험 유형' },
  { href: '/exams', label: '시험지 관리' },
  { href: '/error-reports', label: '문제 오류 신고' },
  { href: '/faq', label: '자주 묻는 질문' },
  { href: '/legal-documents', label: '약관' },
  { href: '/audit', label: '감사 로그' },
] as const;

export type ConsoleNavHref = (typeof CONSOLE_NAV)[number]['href'];

export function ConsoleLayout({
  brand,
  access,
  operatorName,
  current,
  title,
  children,
}: ConsolePageProps & { brand: BrandId; current: ConsoleNavHref; title: string; children: ReactNode }) {
  if (access === 'operators-only' || access === 'login') {
    return (
      <PageContainer>
        <PageTitle>운영 콘솔</PageTitle>
        <EmptyState
          title={CONSOLE_OPERATORS_ONLY_MESSAGE}
          action={
            <ButtonBase type="button" onClick={() => void logoutAndReload(brand)}>
              다른 계정으로 로그인
            </ButtonBase>
          }
        >
          운영자 권한이 있는 계정으로 로그인해주세요.
        </EmptyState>
      </PageContainer>
    );
  }
  return (
    <>
      <TopBar>
        <ConsoleName href="/">{getBrand(brand).name} 운영 콘솔</ConsoleName>
        <Operator>
          <span data-testid="console-operator">{operatorName}</span>
          <ButtonBase type="button" onClick={() => void logoutAndReload(brand)}>
            로그아웃
          </ButtonBase>
        </Operator>
      </TopBar>
      <Nav aria-label="운영 콘솔 메뉴">
        <ul>
          {CONSOLE_NAV.map((item) => (
            <li key={item.href}>
              <Link href={item.href} aria-current={item.href === current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </Nav>
      <PageContainer>
        <PageTitle>{title}</PageTitle>
        {access === 'admins-only' ? (
          <EmptyState title={CONSOLE_ADMINS_ONLY_MESSAGE}>이 메뉴는 관리자 권한이 있는 운영자만 이용할 수 있습니다.</EmptyState>
        ) : (
          children
        )}
      </PageContainer>
    </>
  );
}

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  padding: 12px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const ConsoleName = styled(Link)`
  font-size: 18px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const Operator = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 14px;
`;

const Nav = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ul {
    display: flex;
    gap: 4px;
    max-width: ${({ theme }) => theme.contentWidth};
    margin: 0 auto;
    padding: 0 12px;
    overflow-x: auto;
    list-style: none;
  }
  a {
    display: block;
    padding: 12px 10px;
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
