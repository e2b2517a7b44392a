/** A legal document's articles as text (headings and paragraphs), shared by the pages and the sign-up's 보기 dialog. */
import styled from 'styled-components';
import { formatKstDay } from '../../config/kst';
import type { LegalArticle } from '../api/legal-documents-api';

/** `2026.09.01` of a KST day key. */
export const effectiveDay = (date: string) => formatKstDay(`${date}T00:00:00+09:00`);

export function LegalArticles({ articles, headingLevel = 2 }: { articles: readonly LegalArticle[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Articles>
      {articles.map((article) => (
        <article key={article.heading}>
          <Heading>{article.heading}</Heading>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </article>
      ))}
    </Articles>
  );
}

const Articles = styled.div`
  display: grid;
  gap: 20px;
  h2,
  h3 {
    font-size: 16px;
    font-weight: 700;
    margin-bottom: 6px;
  }
  p {
    line-height: 1.7;
    white-space: pre-line;
  }
  p + p {
    margin-top: 6px;
  }
`;
