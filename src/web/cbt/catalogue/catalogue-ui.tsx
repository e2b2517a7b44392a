/** Small building blocks shared by the catalogue and my-CBT pages: section headings, filter chips, badges, paging. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '../../styles/theme';

export const Section = styled.section`
  margin-top: 40px;
  ${({ theme }) => mobileQuery(theme)} {
    margin-top: 28px;
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  margin-bottom: 14px;
`;

export const SectionTitle = styled.h2`
  font-size: 20px;
  font-weight: 700;
  white-space: nowrap;
  ${({ theme }) => mobileQuery(theme)} {
    font-size: 18px;
  }
`;

export const SectionNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export const ChipRow = styled.div`
  display: flex;
  min-width: 0;
  flex-wrap: wrap;
  gap: 8px;
  ${({ theme }) => mobileQuery(theme)} {
    flex-wrap: nowrap;
    overflow-x: auto;
    padding-bottom: 4px;
    scrollbar-width: none;
  }
`;

/** A toggle chip; `aria-pressed` carries the selection for assistive technology and styling alike. */
export const Chip = styled.button`
  flex: 0 0 auto;
  height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'],
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
`;

export const ChipCount = styled.span`
  margin-left: 4px;
  opacity: 0.8;
  font-size: 13px;
`;

export const Badge = styled.span<{ $tone?: 'primary' | 'accent' | 'muted' | 'success' }>`
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 8px;
  border-radius: 4px;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  ${({ theme, $tone = 'muted' }) => {
    const color =
      $tone === 'primary'
        ? theme.colors.primary
        : $tone === 'accent'
          ? theme.colors.accent
          : $tone === 'success'
            ? theme.colors.success
            : theme.colors.muted;
    // A 7% tint keeps the 12 px label at 4.5:1 or more for every tone.
    return `color: ${color}; background: ${color}12;`;
  }}
`;

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));
}

/** Up to `size` page numbers around the current one. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(page - half, pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange: (page: number) => void;
  label?: string;
}

export function Pagination({ page, pageSize, totalCount, onChange, label = '페이지 이동' }: PaginationProps) {
  const pages = pageCount(totalCount, pageSize);
  if (pages <= 1) return null;
  return (
    <PageNav aria-label={label}>
      <PageButton type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        이전
      </PageButton>
      {pageWindow(page, pages).map((n) => (
        <PageButton
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`${n}페이지`}
          onClick={() => onChange(n)}
        >
          {n}
        </PageButton>
      ))}
      <PageButton type="button" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        다음
      </PageButton>
    </PageNav>
  );
}

const PageNav = styled.nav`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 24px;
`;

const PageButton = styled.button`
  min-width: 38px;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;

export function ResultCount({ children }: { children: ReactNode }) {
  return <CountLine data-testid="result-count">{children}</CountLine>;
}

const CountLine = styled(SectionNote)`
  margin-bottom: 12px;
`;
