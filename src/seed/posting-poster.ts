/**
 * Posters the seed draws for its postings: an SVG with the kind, the title broken into lines, the organiser and the
 * reception period, on the organiser's colours with a few shapes placed by the seeded random numbers. Plain shapes
 * and text only (nothing the upload sanitiser would strip), so a page may show it as an `<img>` data URL.
 */
const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Breaks at spaces into lines of about `width` characters (Hangul is about one em each). */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

export interface PosterInput {
  title: string;
  kindLabel: string;
  organiser: string;
  period: string;
  colors: [string, string];
  /** Numbers in [0, 1) that place the shapes. */
  random: () => number;
}

export function drawPoster(input: PosterInput): string {
  const [from, to] = input.colors;
  const r = input.random;
  const shapes = Array.from({ length: 4 }, () => {
    const cx = Math.round(r() * 300);
    const cy = Math.round(r() * 260);
    const radius = Math.round(30 + r() * 90);
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" fill-opacity="${(0.06 + r() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const lines = wrapTitle(input.title, 11, 4)
    .map((line, i) => `<text x="24" y="${196 + i * 34}" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420" width="300" height="420" role="img" aria-label="${escapeXml(input.title)} 포스터">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="300" height="420" fill="url(#bg)"/>${shapes}` +
    `<rect x="24" y="32" width="${24 + input.kindLabel.length * 15}" height="30" rx="15" fill="#ffffff"/>` +
    `<text x="36" y="53" font-size="15" font-weight="700" fill="${from}">${escapeXml(input.kindLabel)}</text>` +
    `${lines}` +
    `<text x="24" y="362" font-size="15" fill="#ffffff" fill-opacity="0.9">${escapeXml(input.period)}</text>` +
    `<text x="24" y="390" font-size="17" font-weight="700" fill="#ffffff">${escapeXml(input.organiser)}</text>` +
    `</svg>`
  );
}
