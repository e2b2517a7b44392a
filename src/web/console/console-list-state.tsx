/**
 * What every console list shows before its rows: the load failed (the API's Korean message), still loading, or
 * nothing to show; and the status tabs a queue is filtered by. One place, so the queues read and behave alike.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '../ui/link';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../api/error-catalogue';
import { EmptyState } from '../ui/page-layout';
import { UnderlineTabs } from '../ui/underline-tabs';
import { Muted } from './console-table';

export interface ConsoleListStateProps<T extends { items: readonly unknown[] }> {
  query: Pick<UseQueryResult<T>, 'isError' | 'error' | 'data'>;
  /** "…을 불러오지 못했습니다." */
  errorTitle: string;
  /** What an empty list says ("처리할 신고가 없습니다."). */
  emptyTitle: string;
  children: (data: T) => ReactNode;
}

export function ConsoleListState<T extends { items: readonly unknown[] }>({
  query,
  errorTitle,
  emptyTitle,
  children,
}: ConsoleListStateProps<T>) {
  if (query.isError) return <EmptyState title={errorTitle}>{getErrorMessage(query.error)}</EmptyState>;
  if (!query.data) return <Muted role="status">불러오는 중…</Muted>;
  if (query.data.items.length === 0) return <EmptyState title={emptyTitle} />;
  return <>{children(query.data)}</>;
}

export interface ConsoleFilterTabsProps<V extends string> {
  /** Names the tab list for screen readers ("문의 상태"). */
  label: string;
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  current: V | undefined;
  hrefFor: (value: V | undefined) => string;
  /** A first 전체 tab (no filter); queues that always filter leave it out. */
  withAll?: boolean;
}

export function ConsoleFilterTabs<V extends string>({ label, values, labels, current, hrefFor, withAll = true }: ConsoleFilterTabsProps<V>) {
  return (
    <UnderlineTabs aria-label={label}>
      {withAll ? (
        <Link href={hrefFor(undefined)} aria-current={current === undefined ? 'page' : undefined}>
          전체
        </Link>
      ) : null}
      {values.map((value) => (
        <Link key={value} href={hrefFor(value)} aria-current={current === value ? 'page' : undefined}>
          {labels[value]}
        </Link>
      ))}
    </UnderlineTabs>
  );
}
