import { describe, expect, it } from 'vitest';
import {
  judgePages,
  median,
  pageVerdictLines,
  pooledBaseline,
  routesOverFirstLoad,
  selectTargets,
  tbtRatio,
  verdictFails,
} from './baseline-rules';

const TARGETS = [
  { label: 'static page', baseline: 'static' as const },
  { label: 'bare Next page, first', baseline: 'bare' as const },
  { label: 'A home' },
  { label: 'portal home' },
  { label: 'portal postings' },
  { label: 'bare Next page, last', baseline: 'bare' as const },
];

describe('selectTargets', () => {
  it('measures every target when nothing is selected', () => {
    expect(selectTargets(TARGETS, undefined)).toEqual(TARGETS);
    expect(selectTargets(TARGETS, '  ')).toEqual(TARGETS);
  });

  it('keeps both baselines, in their places, beside the pages a selection names', () => {
    expect(selectTargets(TARGETS, 'Portal').map((t) => t.label)).toEqual([
      'static page',
      'bare Next page, first',
      'portal home',
      'portal postings',
      'bare Next page, last',
    ]);
  });

  it('measures only the baseline a selection names', () => {
    expect(selectTargets(TARGETS, 'bare').map((t) => t.label)).toEqual(['bare Next page, first', 'bare Next page, last']);
    expect(selectTargets(TARGETS, 'static').map((t) => t.label)).toEqual(['static page']);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('pooledBaseline', () => {
  it('takes the median of the first and last runs together', () => {
    expect(pooledBaseline([{ score: 99, tbtMs: 100 }, { score: 97, tbtMs: 180 }, { score: 98, tbtMs: 150 }])).toEqual({ score: 98, tbtMs: 150 });
  });

  it('is null without runs', () => {
    expect(pooledBaseline([])).toBeNull();
  });
});

describe('tbtRatio', () => {
  it('is the multiple of the bare TBT, and null when the bare page blocked for 0 ms', () => {
    expect(tbtRatio(300, 150)).toBe(2);
    expect(tbtRatio(10, 0)).toBeNull();
  });
});

describe('judgePages', () => {
  const bare = { score: 98, tbtMs: 150 };

  it('passes pages scoring at least 90 with at most twice the bare TBT', () => {
    const verdict = judgePages([{ label: 'A home', score: 90, tbtMs: 300 }], bare);
    expect(verdict).toEqual({ kind: 'judged', bare, misses: [] });
    expect(verdictFails(verdict)).toBe(false);
    expect(pageVerdictLines(verdict)[0]).toContain('PASS');
  });

  it('names each page that misses and why', () => {
    const verdict = judgePages(
      [
        { label: 'A home', score: 95, tbtMs: 200 },
        { label: 'portal home', score: 89, tbtMs: 200 },
        { label: 'community home', score: 92, tbtMs: 301 },
        { label: 'shop home', score: 70, tbtMs: 900 },
      ],
      bare,
    );
    expect(verdict.kind === 'judged' && verdict.misses).toEqual([
      { label: 'portal home', reasons: ['score 89 < 90'] },
      { label: 'community home', reasons: ['TBT 301 ms = 2.01 × > 2 × bare'] },
      { label: 'shop home', reasons: ['score 70 < 90', 'TBT 900 ms = 6.00 × > 2 × bare'] },
    ]);
    expect(verdictFails(verdict)).toBe(true);
    expect(pageVerdictLines(verdict)).toEqual([
      expect.stringContaining('MISSED by 3 page(s)'),
      '  - portal home: score 89 < 90',
      '  - community home: TBT 301 ms = 2.01 × > 2 × bare',
      '  - shop home: score 70 < 90; TBT 900 ms = 6.00 × > 2 × bare',
    ]);
  });

  it('does not judge the baselines themselves', () => {
    const verdict = judgePages([{ label: 'static page', baseline: 'static', score: 80, tbtMs: 900 }], bare);
    expect(verdict).toEqual({ kind: 'judged', bare, misses: [] });
  });

  it('judges nothing when the bare page scored below 95, and fails a strict run', () => {
    const verdict = judgePages([{ label: 'A home', score: 99, tbtMs: 10 }], { score: 94, tbtMs: 150 });
    expect(verdict.kind).toBe('machine-too-slow');
    expect(verdictFails(verdict)).toBe(true);
    expect(pageVerdictLines(verdict)[0]).toContain('too busy');
  });

  it('judges nothing without the bare page', () => {
    const verdict = judgePages([{ label: 'A home', score: 99, tbtMs: 10 }], null);
    expect(verdict).toEqual({ kind: 'no-baseline' });
    expect(verdictFails(verdict)).toBe(true);
  });
});

describe('routesOverFirstLoad', () => {
  it('lists the routes over 1.5 × the bare first load, heaviest first', () => {
    const routes = [
      { route: '/a', gzipBytes: 150 },
      { route: '/b', gzipBytes: 151 },
      { route: '/c', gzipBytes: 300 },
    ];
    expect(routesOverFirstLoad(routes, 100)).toEqual([
      { route: '/c', gzipBytes: 300, ratio: 3 },
      { route: '/b', gzipBytes: 151, ratio: 1.51 },
    ]);
  });
});
