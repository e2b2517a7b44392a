/** Splits a message body into text and http(s) links so links render as anchors and everything else as text. */

export type BodySegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; url: string };

// `www.` links get an https scheme; trailing punctuation that usually ends a sentence is not part of the URL.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,!?;:)\]}'"。、]+$/;

function balancedTrim(candidate: string): string {
  let text = candidate.replace(TRAILING, '');
  // Keep a closing parenthesis that closes one opened inside the URL (e.g. Wikipedia links).
  const trimmed = candidate.slice(text.length);
  if (trimmed.startsWith(')')) {
    const opens = (text.match(/\(/g) ?? []).length;
    const closes = (text.match(/\)/g) ?? []).length;
    if (opens > closes) text += ')';
  }
  return text;
}

function toHref(text: string): string | null {
  const href = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function splitMessageBody(body: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const prev = segments[segments.length - 1];
    if (prev?.kind === 'text') prev.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const text = balancedTrim(match[0]);
    const url = text ? toHref(text) : null;
    if (!url || /^(?:https?:\/\/|www\.)$/i.test(text)) continue;
    pushText(body.slice(last, start));
    segments.push({ kind: 'link', text, url });
    last = start + text.length;
  }
  pushText(body.slice(last));
  return segments;
}
