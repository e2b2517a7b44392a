/**
 * The shop site's page frame: brand B's header and footer come from the app shell like every brand B
 * site; inside, shop pages share this frame (breadcrumbs, title, lead) and my page adds its side menu. Built from the
 * shared primitives of src/web/ui, not restyled per site.
 */
import { Link } from '../ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '../styles/theme';
import { Breadcrumbs, PageContainer, PageLead, PageTitle } from '../ui/page-layout';

export interface Crumb {
  label: string;
  href?: string;
}

export function ShopFrame({ title, lead, crumbs = [], children }: { title: string; lead?: ReactNode; crumbs?: Crumb[]; children: ReactNode }) {
  return (
    <PageContainer data-site="shop">
      <Breadcrumbs aria-label="현재 위치">
        <Link href="/">쇼핑몰</Link>
        {crumbs.map((crumb) => (
          <span key={crumb.label}>
            <span aria-hidden="true">› </span>
            {crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : crumb.label}
          </span>
        ))}
      </Breadcrumbs>
      <PageTitle>{title}</PageTitle>
      {lead ? <PageLead>{lead}</PageLead> : null}
      <Body>{children}</Body>
    </PageContainer>
  );
}

export type MyPageSection =
  | 'home'
  | 'my-courses'
  | 'purchase-history'
  | 'cancel-history'
  | 'coupons'
  | 'accumulations'
  | 'wishlist'
  | 'manage-addresses'
  | 'edit-profile'
  | 'support';

const MY_PAGE_LINKS: ReadonlyArray<{ section: MyPageSection; href: string; label: string }> = [
  { section: 'home', href: '/mypage', label: '마이페이지' },
  { section: 'my-courses', href: '/mypage/my-courses', label: '내 강의실' },
  { section: 'purchase-history', href: '/mypage/purchase-history', label: '구매 내역' },
  { section: 'cancel-history', href: '/mypage/cancel-history', label: '취소 내역' },
  { section: 'coupons', href: '/mypage/coupons', label: '쿠폰' },
  { section: 'accumulations', href: '/mypage/accumulations', label: '적립금' },
  { section: 'wishlist', href: '/mypage/wishlist', label: '찜한 상품' },
  { section: 'manage-addresses', href: '/mypage/manage-addresses', label: '배송지 관리' },
  { section: 'edit-profile', href: '/mypage/edit-profile', label: '회원정보 수정' },
  { section: 'support', href: '/mypage/support', label: '1:1 문의' },
];

export function MyPageLayout({ section, title, children }: { section: MyPageSection; title: string; children: ReactNode }) {
  return (
    <ShopFrame title={title} crumbs={section === 'home' ? [{ label: '마이페이지' }] : [{ label: '마이페이지', href: '/mypage' }, { label: title }]}>
      <Columns>
        <SideNav aria-label="마이페이지 메뉴">
          <ul>
            {MY_PAGE_LINKS.map((link) => (
              <li key={link.section}>
                <Link href={link.href} aria-current={link.section === section ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </SideNav>
        <div>{children}</div>
      </Columns>
    </ShopFrame>
  );
}

const Body = styled.div`
  margin-top: 24px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 32px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const SideNav = styled.nav`
  ul {
    display: grid;
    gap: 4px;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: block;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  ${({ theme }) => mobileQuery(theme)} {
    ul {
      display: flex;
      flex-wrap: wrap;
    }
  }
`;
