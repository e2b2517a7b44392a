/**
 * `/terms` and `/privacy`: the version in force with its 시행일, or an earlier one at `?version=N` (Korean services
 * keep earlier versions readable), and the 이전 버전 list linking each version. The data is the server render's.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { LegalDocumentKind, LegalDocumentView } from '../api/legal-documents-api';
import { getBrowserCbtClient } from '../session/browser-client';
import { Link } from '../ui/link';
import { Card, PageContainer, PageTitle } from '../ui/page-layout';
import { LoadingState, QueryError } from '../ui/query-state';
import { effectiveDay, LegalArticles } from './legal-document-body';
import { legalQueries } from './legal-queries';

const STATUS_LABELS: Record<LegalDocumentView['status'], string> = {
  CURRENT: '현재 시행 중',
  PAST: '이전 버전',
  UPCOMING: '시행 예정',
};

export function LegalDocumentPage({ kind, version, path }: { kind: LegalDocumentKind; version: number | null; path: string }) {
  const query = useQuery(legalQueries.document(getBrowserCbtClient(), kind, version));
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const doc = query.data;
  const others = doc.versions.filter((v) => v.version !== doc.version);
  return (
    <PageContainer data-testid="legal-document" data-kind={kind} data-version={doc.version}>
      <PageTitle>{doc.title}</PageTitle>
      <Meta>
        <span data-testid="legal-effective-date">시행일 {effectiveDay(doc.effectiveDate)}</span>
        <Status $current={doc.status === 'CURRENT'}>{STATUS_LABELS[doc.status]}</Status>
      </Meta>
      {doc.status !== 'CURRENT' && version !== null ? (
        <Notice role="note">
          {doc.status === 'PAST' ? '지금은 시행되지 않는 이전 버전입니다.' : '아직 시행되지 않은 버전입니다.'}{' '}
          <Link href={path}>현재 버전 보기</Link>
        </Notice>
      ) : null}
      {others.length > 0 ? (
        <Versions data-testid="legal-versions">
          <summary>이전 버전</summary>
          <ul>
            {others.map((v) => (
              <li key={v.version}>
                <Link href={`${path}?version=${v.version}`}>
                  {effectiveDay(v.effectiveDate)} 시행 ({STATUS_LABELS[v.status]})
                </Link>
              </li>
            ))}
          </ul>
        </Versions>
      ) : null}
      <Body>
        <LegalArticles articles={doc.articles} />
      </Body>
    </PageContainer>
  );
}

const Meta = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
  margin: 10px 0 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Status = styled.span<{ $current: boolean }>`
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primaryDark : theme.colors.border)};
  color: ${({ theme, $current }) => ($current ? theme.colors.primaryDark : theme.colors.muted)};
  font-weight: 700;
  font-size: 13px;
`;

const Notice = styled.p`
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
    text-decoration: underline;
  }
`;

const Versions = styled.details`
  margin-bottom: 16px;
  summary {
    cursor: pointer;
    font-weight: 700;
  }
  ul {
    list-style: none;
    padding: 8px 0 0;
    display: grid;
    gap: 6px;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    text-decoration: underline;
  }
`;

const Body = styled(Card)`
  padding: 24px;
`;
