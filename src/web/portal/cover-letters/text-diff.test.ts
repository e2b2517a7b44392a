import { describe, expect, it } from 'vitest';
import { diffWords, hasChanges, tokenizeWords } from './text-diff';

const render = (parts: ReturnType<typeof diffWords>) =>
  parts.map((p) => (p.kind === 'same' ? p.text : p.kind === 'added' ? `{+${p.text}+}` : `[-${p.text}-]`)).join('');

describe('diffWords', () => {
  it('splits words, spaces and line breaks', () => {
    expect(tokenizeWords('저는  마케터\n입니다')).toEqual(['저는', '  ', '마케터', '\n', '입니다']);
  });

  it('marks a changed word, an added and a removed one', () => {
    expect(render(diffWords('저는 열정적인 마케터입니다.', '저는 꼼꼼한 마케터입니다.'))).toBe('저는 [-열정적인-]{+꼼꼼한+} 마케터입니다.');
    expect(render(diffWords('첫 문장.', '첫 문장. 둘째 문장.'))).toBe('첫 문장.{+ 둘째 문장.+}');
    expect(render(diffWords('하나 둘 셋', '하나 셋'))).toBe('하나 [-둘 -]셋');
    // A rewritten phrase reads as one removed and one added part, not word by word around shared spaces.
    expect(render(diffWords('저는 빠르게 배우는 사람입니다', '저는 꼼꼼히 확인하는 사람입니다'))).toBe(
      '저는 [-빠르게 배우는-]{+꼼꼼히 확인하는+} 사람입니다',
    );
  });

  it('compares line by line within a longer answer', () => {
    const before = '지원 동기\n고객을 먼저 생각합니다.\n끝';
    const after = '지원 동기\n데이터로 고객을 이해합니다.\n끝';
    const parts = diffWords(before, after);
    expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe(after);
    expect(parts.filter((p) => p.kind !== 'added').map((p) => p.text).join('')).toBe(before);
    expect(hasChanges(parts)).toBe(true);
  });

  it('reports no change for equal texts and handles empty ones', () => {
    expect(hasChanges(diffWords('같은 글', '같은 글'))).toBe(false);
    expect(diffWords('', '새 글')).toEqual([{ kind: 'added', text: '새 글' }]);
    expect(diffWords('옛 글', '')).toEqual([{ kind: 'removed', text: '옛 글' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('stays quick and exact on two different 10,000-character answers', () => {
    const before = Array.from({ length: 2500 }, (_, i) => `가${i}`).join(' ');
    const after = Array.from({ length: 2500 }, (_, i) => `나${i}`).join(' ');
    const started = Date.now();
    const parts = diffWords(before, after);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe(after);
    expect(parts.filter((p) => p.kind !== 'added').map((p) => p.text).join('')).toBe(before);
  });
});
