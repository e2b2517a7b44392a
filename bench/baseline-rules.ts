/**
 * The rules `npm run bench:pages` and `npm run bench:first-load` judge the product's pages by: each page against the
 * bare pages-router page (bench/bare-next) measured in the same run, never against an absolute figure alone, because
 * this shared 2-core machine moves every absolute figure between hours. Pure, so the rules are tested without a browser.
 */

/** The issue's rule for Lighthouse: the run counts when the bare page scores ≥ 95; then every page ≥ 90 and TBT ≤ 2 × bare. */
export const PAGE_RULE = { bareMinScore: 95, pageMinScore: 90, maxTbtRatio: 2 } as const;
/** The issue's rule for first-load JavaScript: every route ≤ 1.5 × the bare page's. */
export const FIRST_LOAD_RULE = { maxRatio: 1.5 } as const;

export type BaselineKind = 'static' | 'bare';

export interface LabelledTarget {
  label: string;
  /** Set on the two baselines, which are measured with every selection unless the selection names one. */
  baseline?: BaselineKind;
}

/**
 * The targets a `BENCH_PAGES_ONLY` selection measures: those whose label contains it (case-insensitive), plus both
 * baselines, unless it names a baseline itself (then only what it names), so a page is never measured without them.
 */
export function selectTargets<T extends LabelledTarget>(targets: readonly T[], only: string | undefined): T[] {
  const wanted = only?.trim().toLowerCase();
  if (!wanted) return [...targets];
  const named = (target: T) => target.label.toLowerCase().includes(wanted);
  const namesBaseline = targets.some((target) => target.baseline && named(target));
  return targets.filter((target) => named(target) || (!namesBaseline && target.baseline !== undefined));
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface ScoreAndTbt {
  score: number;
  tbtMs: number;
}

/** The bare page's figures for the ratios: the median of all its runs, those measured first and last together. */
export function pooledBaseline(runs: readonly ScoreAndTbt[]): ScoreAndTbt | null {
  if (runs.length === 0) return null;
  return { score: median(runs.map((run) => run.score)), tbtMs: median(runs.map((run) => run.tbtMs)) };
}

/** `tbtMs` as a multiple of the bare page's; null when the bare page blocked for 0 ms (no multiple to speak of). */
export function tbtRatio(tbtMs: number, bareTbtMs: number): number | null {
  return bareTbtMs > 0 ? tbtMs / bareTbtMs : null;
}

export interface PageMiss {
  label: string;
  reasons: string[];
}

export type PageVerdict =
  /** No bare page figures (not selected, or it failed to load): nothing to compare with. */
  | { kind: 'no-baseline' }
  /** The bare page scored below 95: the machine was too busy for the run to say anything. */
  | { kind: 'machine-too-slow'; bare: ScoreAndTbt }
  | { kind: 'judged'; bare: ScoreAndTbt; misses: PageMiss[] };

/** Judges the product's pages (baseline rows are skipped) by PAGE_RULE against the pooled bare figures. */
export function judgePages(rows: ReadonlyArray<LabelledTarget & ScoreAndTbt>, bare: ScoreAndTbt | null): PageVerdict {
  if (!bare) return { kind: 'no-baseline' };
  if (bare.score < PAGE_RULE.bareMinScore) return { kind: 'machine-too-slow', bare };
  const misses: PageMiss[] = [];
  for (const row of rows) {
    if (row.baseline) continue;
    const reasons: string[] = [];
    if (row.score < PAGE_RULE.pageMinScore) reasons.push(`score ${row.score} < ${PAGE_RULE.pageMinScore}`);
    if (row.tbtMs > PAGE_RULE.maxTbtRatio * bare.tbtMs) {
      const ratio = tbtRatio(row.tbtMs, bare.tbtMs);
      reasons.push(`TBT ${row.tbtMs.toFixed(0)} ms${ratio === null ? '' : ` = ${ratio.toFixed(2)} ×`} > ${PAGE_RULE.maxTbtRatio} × bare`);
    }
    if (reasons.length > 0) misses.push({ label: row.label, reasons });
  }
  return { kind: 'judged', bare, misses };
}

/** The verdict as the lines printed under the table. */
export function pageVerdictLines(verdict: PageVerdict): string[] {
  const rule = `bare page score ≥ ${PAGE_RULE.bareMinScore}; every page score ≥ ${PAGE_RULE.pageMinScore} and TBT ≤ ${PAGE_RULE.maxTbtRatio} × bare TBT`;
  if (verdict.kind === 'no-baseline') return [`Rule (${rule}): not judged, the bare Next page was not measured.`];
  const bare = `bare Next page ${verdict.bare.score} / TBT ${verdict.bare.tbtMs.toFixed(0)} ms (median of its first and last runs)`;
  if (verdict.kind === 'machine-too-slow') {
    return [`Rule (${rule}): not judged, ${bare} scored below ${PAGE_RULE.bareMinScore}; the machine is too busy, run again when idle.`];
  }
  if (verdict.misses.length === 0) return [`Rule (${rule}): PASS; ${bare}.`];
  return [
    `Rule (${rule}): MISSED by ${verdict.misses.length} page(s); ${bare}.`,
    ...verdict.misses.map((miss) => `  - ${miss.label}: ${miss.reasons.join('; ')}`),
  ];
}

/** Whether a verdict fails the run under BENCH_PAGES_STRICT=1: a miss, or no run that could be judged. */
export function verdictFails(verdict: PageVerdict): boolean {
  return verdict.kind !== 'judged' || verdict.misses.length > 0;
}

export interface RouteWeight {
  route: string;
  gzipBytes: number;
}

/** The routes whose first-load JavaScript is over FIRST_LOAD_RULE.maxRatio × the bare page's, heaviest first. */
export function routesOverFirstLoad(routes: readonly RouteWeight[], bareGzipBytes: number): Array<RouteWeight & { ratio: number }> {
  return routes
    .map((route) => ({ ...route, ratio: route.gzipBytes / bareGzipBytes }))
    .filter((route) => route.ratio > FIRST_LOAD_RULE.maxRatio)
    .sort((x, y) => y.ratio - x.ratio);
}
