/**
 * A word diff of two versions of an answer, for the version history's 비교: the text is split into
 * words, runs of spaces and line breaks, and the longest common subsequence of those tokens is kept; what only the
 * older text has is `removed`, what only the newer has is `added`. Common leading and trailing tokens are taken off
 * first, so the usual edit (a sentence changed in a long answer) compares only the part that changed.
 * The table is bounded (MAX_CELLS); past it the diff falls back to lines, and past that to "all replaced", so a
 * 10,000-character rewrite never freezes the page.
 */

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

const MAX_CELLS = 4_000_000;

export function tokenizeWords(text: string): string[] {
  return text.match(/\n|[^\S\n]+|\S+/g) ?? [];
}

function tokenizeLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffKind, text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** LCS of two token lists, as parts in order (removed before added where both change the same place). */
function diffTokens(a: string[], b: string[], parts: DiffPart[]): void {
  const n = a.length;
  const m = b.length;
  // lengths[i][j] = LCS of a[i..] and b[j..], in one flat array.
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      push(parts, 'removed', a[i]!);
      i += 1;
    } else {
      push(parts, 'added', b[j]!);
      j += 1;
    }
  }
  for (; i < n; i += 1) push(parts, 'removed', a[i]!);
  for (; j < m; j += 1) push(parts, 'added', b[j]!);
}

function diffWith(before: string[], after: string[], parts: DiffPart[], fallback?: () => void): void {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  push(parts, 'same', before.slice(0, start).join(''));
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  if ((a.length + 1) * (b.length + 1) <= MAX_CELLS) diffTokens(a, b, parts);
  else if (fallback) fallback.call(null);
  else {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
  }
  push(parts, 'same', before.slice(endBefore).join(''));
}

/**
 * Readable change runs: a run of spaces the two texts happen to share between two changes joins the change, so a
 * rewritten sentence reads as one removed and one added phrase rather than word, space, word; within each run what
 * was removed comes before what was added.
 */
function joinChanges(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    push(out, 'removed', removed);
    push(out, 'added', added);
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else {
      const between = index > 0 && index < parts.length - 1 && (removed || added) && /^[^\S\n]+$/.test(part.text);
      if (between) {
        removed += part.text;
        added += part.text;
      } else {
        flush();
        push(out, 'same', part.text);
      }
    }
  });
  flush();
  return out;
}

/** `before` (an older version) against `after` (the current text), as same/removed/added parts in reading order. */
export function diffWords(before: string, after: string): DiffPart[] {
  return joinChanges(rawDiff(before, after));
}

function rawDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  const wordsBefore = tokenizeWords(before);
  const wordsAfter = tokenizeWords(after);
  // The line fallback diffs the changed middle again, by lines; its parts replace the word parts of that middle.
  diffWith(wordsBefore, wordsAfter, parts, () => {
    parts.length = 0;
    diffWith(tokenizeLines(before), tokenizeLines(after), parts);
  });
  return parts;
}

/** Whether two versions differ at all (the history shows "변경 없음" otherwise). */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}
