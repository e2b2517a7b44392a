/**
 * bench/faults.ts: what the acknowledged saves should have left behind, and the report: tables, samples and the
 * verdict (the failures that make the run exit 1).
 */
import type { Api } from './faults-api';

export interface SaveResult {
  k: number;
  taker: number;
  problemId: number;
  choice: number;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or undefined for a network error / timeout. */
  status?: number;
  retryAfter?: string | null;
  body?: string;
  error?: string;
}

export interface Restart {
  atSave: number;
  startedAt: number;
  endedAt: number;
  error?: string;
}

export interface ExpectedAnswer {
  taker: number;
  problemId: number;
  choices: Set<number>;
}

export const acked = (r: SaveResult) => r.status === 200 || r.status === 204;

/**
 * Expected per (record, problem), keyed `taker:problemId`: the latest acknowledged choice; later unacknowledged
 * saves of the same pair may or may not have landed, so their choices are accepted too.
 */
export function expectedAnswers(results: SaveResult[]): Map<string, ExpectedAnswer> {
  const byPair = new Map<string, SaveResult[]>();
  for (const r of [...results].sort((a, b) => a.k - b.k)) {
    const key = `${r.taker}:${r.problemId}`;
    byPair.set(key, [...(byPair.get(key) ?? []), r]);
  }
  const expected = new Map<string, ExpectedAnswer>();
  for (const [key, list] of byPair) {
    const lastAck = list.map(acked).lastIndexOf(true);
    if (lastAck === -1) continue;
    const choices = new Set(list.slice(lastAck).filter((r, i) => i === 0 || !acked(r)).map((r) => r.choice));
    expected.set(key, { taker: list[0]!.taker, problemId: list[0]!.problemId, choices });
  }
  return expected;
}

export interface RunOutcome {
  saves: number;
  results: SaveResult[];
  finals: SaveResult[];
  restarts: Restart[];
  expected: Map<string, ExpectedAnswer>;
  /** What was read back, keyed like `expected`. */
  stored: Map<string, number | null>;
  recordIds: number[];
  readViaApi: number;
  api: Api;
  elapsed: () => string;
}

/** Prints the tables and the verdict; returns the failures (none: PASS). */
export function report(run: RunOutcome): string[] {
  const { results, finals, restarts, expected, stored, recordIds, api, elapsed } = run;
  let missing = 0;
  let different = 0;
  const missingSamples: string[] = [];
  for (const [key, want] of expected) {
    const got = stored.get(key);
    if (got === undefined || got === null) missing += 1;
    else if (!want.choices.has(got)) different += 1;
    else continue;
    if (missingSamples.length < 5) missingSamples.push(`record ${recordIds[want.taker]} problem ${want.problemId}: acknowledged ${[...want.choices].join('/')}, stored ${got ?? 'nothing'}`);
  }

  // Server alive: never exited, and every final-round save answered 200.
  const serverAlive = api.child.exitCode === null && api.child.signalCode === null && !api.exited;
  const finalOk = finals.filter((r) => r.status === 200).length;

  // Tally the main phase.
  const mainPhase = results.filter((r) => r.k < run.saves);
  const refused = new Map<number, { with: number; without: number; sample: string }>();
  const networkErrors = new Map<string, number>();
  for (const r of mainPhase) {
    if (r.status === undefined) networkErrors.set(r.error ?? '?', (networkErrors.get(r.error ?? '?') ?? 0) + 1);
    else if (!acked(r)) {
      const entry = refused.get(r.status) ?? { with: 0, without: 0, sample: (r.body ?? '').slice(0, 160) };
      if (r.retryAfter) entry.with += 1;
      else entry.without += 1;
      refused.set(r.status, entry);
    }
  }
  const ackCount = mainPhase.filter(acked).length;
  const ackMs = mainPhase.filter(acked).map((r) => r.endedAt - r.startedAt).sort((a, b) => a - b);
  const pct = (p: number) => Math.round(ackMs[Math.min(ackMs.length - 1, Math.floor((p / 100) * ackMs.length))] ?? 0);
  const networkErrorCount = [...networkErrors.values()].reduce((a, b) => a + b, 0);
  const badRefusals = [...refused].reduce((sum, [status, e]) => sum + (status === 503 ? e.without : e.with + e.without), 0);

  const rows: Array<{ metric: string; value: string | number }> = [
    { metric: 'saves sent', value: mainPhase.length },
    { metric: 'acknowledged (200/204)', value: ackCount },
    { metric: 'acknowledged save latency p50 / p95 / max', value: `${pct(50)} / ${pct(95)} / ${Math.round(ackMs.at(-1) ?? 0)} ms` },
  ];
  for (const [status, e] of [...refused].sort((a, b) => a[0] - b[0])) {
    rows.push({ metric: `refused ${status}`, value: `${e.with + e.without} (${e.with} with Retry-After, ${e.without} without)` });
  }
  if (refused.size === 0) rows.push({ metric: 'refused', value: 0 });
  rows.push(
    { metric: 'network errors / timeouts', value: networkErrorCount },
    { metric: 'acknowledged but missing after restarts', value: missing },
    { metric: 'acknowledged but different after restarts', value: different },
    { metric: 'records read back via API', value: `${run.readViaApi}/${recordIds.length}` },
    { metric: `final round after restarts (1 save/taker)`, value: `${finalOk}/${finals.length} ok` },
    { metric: 'server process alive after', value: serverAlive ? 'yes' : `no (${api.exited ?? 'killed'})` },
  );
  console.log();
  console.table(rows);

  // Per restart: how long pg_ctl took, refusals around it, and how long until the first save succeeded again.
  const restartRows = restarts.map((restart, i) => {
    const windowEnd = restarts[i + 1]?.startedAt ?? Infinity;
    const around = mainPhase.filter((r) => r.endedAt >= restart.startedAt && r.startedAt < windowEnd);
    const failed = around.filter((r) => !acked(r));
    const firstOkAfter = around.filter((r) => acked(r) && r.startedAt >= restart.endedAt).sort((a, b) => a.endedAt - b.endedAt)[0];
    const lastFailure = failed.sort((a, b) => b.endedAt - a.endedAt)[0];
    const slowest = failed.reduce((max, r) => Math.max(max, r.endedAt - r.startedAt), 0);
    return {
      restart: i + 1,
      'at save': restart.atSave,
      'pg_ctl ms': Math.round(restart.endedAt - restart.startedAt),
      'failed saves': failed.length,
      'slowest failure ms': Math.round(slowest),
      'last failure after pg up ms': lastFailure ? Math.round(lastFailure.endedAt - restart.endedAt) : '-',
      'first ok after pg up ms': firstOkAfter ? Math.round(firstOkAfter.endedAt - restart.endedAt) : 'none',
      error: restart.error ?? '',
    };
  });
  console.table(restartRows);
  for (const [status, e] of refused) console.log(`  sample ${status} body: ${e.sample}`);
  for (const [error, count] of networkErrors) console.log(`  network error ×${count}: ${error}`);
  for (const sample of missingSamples) console.log(`  missing: ${sample}`);
  for (const r of finals.filter((f) => f.status !== 200).slice(0, 3)) console.log(`  final round failure: ${r.status ?? r.error} ${r.body?.slice(0, 160) ?? ''}`);
  const stderrLines = api.stderr.length;
  if (!serverAlive) console.log(`  server stderr (it exited):\n    ${api.stderr.slice(0, 30).join('\n    ')}`);
  else if (stderrLines > 0) {
    const distinct = [...new Set(api.stderr.map((l) => l.slice(0, 140)))];
    console.log(`  server stderr: ${stderrLines} lines, e.g. ${distinct.slice(0, 3).join(' | ')}`);
  }

  const failures: string[] = [];
  if (missing + different > 0) failures.push(`${missing + different} acknowledged answers missing or different`);
  if (!serverAlive) failures.push('the server process exited');
  if (badRefusals > 0) failures.push(`${badRefusals} refused saves were not 503 with Retry-After`);
  if (networkErrorCount > 0) failures.push(`${networkErrorCount} saves got no HTTP answer (network error / timeout)`);
  if (finalOk !== finals.length) failures.push(`${finals.length - finalOk} saves failed after the restarts`);
  if (restarts.some((r) => r.error)) failures.push('a PostgreSQL restart failed');
  if (refused.size === 0 && networkErrorCount === 0) console.log('  note: no save failed at all; the restarts may have fallen between requests');
  console.log(
    failures.length === 0
      ? `verdict: PASS — ${ackCount} acknowledged answers all kept across 2 PostgreSQL restarts; every refusal was 503 with Retry-After; server served normally afterwards (${elapsed()})`
      : `verdict: FAIL — ${failures.join('; ')} (${elapsed()})`,
  );
  return failures;
}
