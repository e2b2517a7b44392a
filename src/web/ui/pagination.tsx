/**
 * Paging as links (`?page=3`, the search's `?p=3`): each page is its own address, so a paged list can be shared,
 * reloaded and rendered on the server. The caller says how a page's address is written (`hrefFor`).
 */
import { Link } from './link';
import styled from 'styled-components';

/** `?page=` (or `?p=`) of an address: a page number from 1 to 99,999, else 1 (a bad or missing page is the first). */
export function pageFromQuery(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' && /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : 1;
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)));
}

/** Up to `size` page numbers around the current one. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(page - half, pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export interface LinkPaginationProps {
  page: number;
  pageSize: number;
  totalCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  /** Page links scroll to the top like any navigation; false keeps the position (e.g. a list lower on the page). */
  scroll?: boolean;
  /** Next's shallow routing: the page's own queries follow the URL instead of getServerSideProps running again. */
  shallow?: boolean;
}

export function LinkPagination({ page, pageSize, totalCount, hrefFor, label = '페이지 이동', scroll = true, shallow = false }: LinkPaginationProps) {
  const pages = pageCount(totalCount, pageSize);
  if (pages <= 1) return null;
  const prev = page > 1 ? hrefFor(page - 1) : null;
  const next = page < pages ? hrefFor(page + 1) : null;
  return (
    <Nav aria-label={label} data-testid="pagination">
      {prev ? (
        <PageLink href={prev} scroll={scroll} shallow={shallow} rel="prev">
          이전
        </PageLink>
      ) : (
        <Disabled aria-hidden="true">이전</Disabled>
      )}
      {pageWindow(page, pages).map((n) => (
        <PageLink
          key={n}
          href={hrefFor(n)}
          scroll={scroll} shallow={shallow}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`${n}페이지`}
        >
          {n}
        </PageLink>
      ))}
      {next ? (
        <PageLink href={next} scroll={scroll} shallow={shallow} rel="next">
          다음
        </PageLink>
      ) : (
        <Disabled aria-hidden="true">다음</Disabled>
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 24px;
`;

const cell = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 38px;
  height: 38px;
  padding: 0 10px;
  font-size: 14px;
`;

const PageLink = styled(Link)`
  ${cell}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
`;

/** No border and no surface mark it inactive; its text keeps full contrast (axe cannot tell it is inactive). */
const Disabled = styled.span`
  ${cell}
  color: ${({ theme }) => theme.colors.muted};
`;
