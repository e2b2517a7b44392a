/**
 * `/faq` (자주 묻는 질문): the brand's questions by category, each answer behind a native disclosure, and a search
 * over questions and answers. The search box is a plain GET form to `?q=`, so it works before the page hydrates and
 * the address can be shared; the server render fetched the same query.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getBrowserCbtClient } from '../session/browser-client';
import { Link } from '../ui/link';
import { Card, EmptyState, PageContainer, PageTitle } from '../ui/page-layout';
import { LoadingState, QueryError } from '../ui/query-state';
import { legalQueries } from './legal-queries';

export function FaqPage({ query, path }: { query: string; path: string }) {
  const faq = useQuery(legalQueries.faq(getBrowserCbtClient(), query));
  return (
    <PageContainer>
      <PageTitle>자주 묻는 질문</PageTitle>
      <Search role="search" action={path} method="get">
        <label htmlFor="faq-search">질문 검색</label>
        <input id="faq-search" name="q" type="search" defaultValue={query} maxLength={100} placeholder="궁금한 내용을 검색해보세요" />
        <button type="submit">검색</button>
      </Search>
      {faq.isPending ? <LoadingState /> : null}
      {faq.isError ? <QueryError error={faq.error} onRetry={() => void faq.refetch()} /> : null}
      {faq.data ? (
        faq.data.categories.length === 0 ? (
          <EmptyState title={query ? `‘${query}’에 맞는 질문이 없습니다.` : '등록된 질문이 없습니다.'}>
            {query ? <Link href={path}>전체 질문 보기</Link> : null}
          </EmptyState>
        ) : (
          <Groups>
            {query ? (
              <p aria-live="polite">
                ‘{query}’ 검색 결과 {faq.data.categories.reduce((n, c) => n + c.items.length, 0)}건 · <Link href={path}>전체 질문 보기</Link>
              </p>
            ) : null}
            {faq.data.categories.map((category, index) => (
              <Card as="section" key={category.title} aria-labelledby={`faq-category-${index}`} data-testid="faq-category">
                <h2 id={`faq-category-${index}`}>{category.title}</h2>
                {category.items.map((item) => (
                  <details key={item.id} data-testid="faq-item">
                    <summary>{item.question}</summary>
                    <p>{item.answer}</p>
                  </details>
                ))}
              </Card>
            ))}
          </Groups>
        )
      ) : null}
    </PageContainer>
  );
}

const Search = styled.form`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 20px 0 24px;
  label {
    font-weight: 700;
    white-space: nowrap;
  }
  input {
    flex: 1;
    min-width: 0;
    height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  button {
    height: 44px;
    padding: 0 18px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primaryDark};
    color: #fff;
    font-weight: 700;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: 20px;
  section {
    padding: 20px 24px;
  }
  h2 {
    font-size: 18px;
    font-weight: 800;
    margin-bottom: 8px;
  }
  details {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding: 12px 0;
  }
  summary {
    cursor: pointer;
    font-weight: 700;
  }
  details p {
    margin-top: 8px;
    line-height: 1.7;
    white-space: pre-line;
  }
`;
