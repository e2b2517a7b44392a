/** The first words of a reported comment as the queue shows them: tags dropped, spaces collapsed, at most 80 characters. */
export const REPORTED_EXCERPT_LENGTH = 80;

export function plainTextExcerpt(body: string, length = REPORTED_EXCERPT_LENGTH): string {
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
