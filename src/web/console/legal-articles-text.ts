/**
 * How an operator writes a legal document in the console's one text box: a line starting 제N조 (or "N.") begins an
 * article and is its heading; the lines after it, up to the next heading, are its paragraphs (blank lines ignored).
 * Pure, so the form and its tests agree on the shape the API stores.
 */
import type { LegalArticle } from '../api/legal-documents-api';

const HEADING = /^(제\s*\d+\s*조|\d+\.)/;

export function articlesFromText(text: string): LegalArticle[] {
  const articles: LegalArticle[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (HEADING.test(line) || articles.length === 0) articles.push({ heading: line, paragraphs: [] });
    else articles[articles.length - 1]!.paragraphs.push(line);
  }
  return articles;
}

export function articlesToText(articles: readonly LegalArticle[]): string {
  return articles.map((article) => [article.heading, ...article.paragraphs].join('\n')).join('\n\n');
}

/** The first article with no text under its heading, for the form's message; null when every article has some. */
export function emptyArticle(articles: readonly LegalArticle[]): string | null {
  return articles.find((article) => article.paragraphs.length === 0)?.heading ?? null;
}
