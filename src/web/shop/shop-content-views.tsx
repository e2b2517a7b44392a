/**
 * The shop's reading pages (ADR 29): `/terms` (이용약관 and 개인정보처리방침, each with its effective date) and `/help`
 * (자주 묻는 질문 by topic, each answer behind a native disclosure). The text comes from the server's content files.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatKstDay } from '../../config/kst';
import { LoadingState, QueryError } from '../ui/query-state';
import { getBrowserShopClient } from '../session/browser-client';
import { Card } from '../ui/page-layout';
import { myPageQueries } from './my-page-queries';

export function TermsView() {
  const policies = useQuery(myPageQueries.policies(getBrowserShopClient()));
  if (policies.isPending) return <LoadingState />;
  if (policies.isError) return <QueryError error={policies.error} onRetry={() => void policies.refetch()} />;
  const { documents } = policies.data;
  return (
    <Stack>
      <nav aria-label="약관 목차">
        <Toc>
          {documents.map((doc) => (
            <li key={doc.id}>
              <a href={`#${doc.id}`}>{doc.title}</a>
            </li>
          ))}
        </Toc>
      </nav>
      {documents.map((doc) => (
        <Card as="section" key={doc.id} id={doc.id} aria-labelledby={`${doc.id}-title`} data-testid={`policy-${doc.id}`}>
          <Body>
            <h2 id={`${doc.id}-title`}>{doc.title}</h2>
            <Muted>시행일 {formatKstDay(`${doc.effectiveDate}T00:00:00+09:00`)}</Muted>
            {doc.articles.map((article) => (
              <article key={article.heading}>
                <h3>{article.heading}</h3>
                {article.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </article>
            ))}
          </Body>
        </Card>
      ))}
    </Stack>
  );
}

export function HelpView() {
  const help = useQuery(myPageQueries.help(getBrowserShopClient()));
  if (help.isPending) return <LoadingState />;
  if (help.isError) return <QueryError error={help.error} onRetry={() => void help.refetch()} />;
  return (
    <Stack>
      {help.data.groups.map((group) => (
        <Card as="section" key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} data-testid="faq-group">
          <Body>
            <h2 id={`${group.id}-title`}>{group.title}</h2>
            {group.items.map((item) => (
              <Faq key={item.question}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </Faq>
            ))}
          </Body>
        </Card>
      ))}
      <p>{help.data.contact}</p>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

const Toc = styled.ul`
  display: flex;
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
    text-decoration: underline;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 12px;
  padding: 24px;
  h2 {
    font-size: 19px;
    font-weight: 800;
  }
  h3 {
    font-size: 16px;
    font-weight: 700;
    margin-bottom: 4px;
  }
  p {
    line-height: 1.7;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Faq = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 12px;
  summary {
    cursor: pointer;
    font-weight: 700;
  }
  p {
    margin-top: 8px;
  }
`;
