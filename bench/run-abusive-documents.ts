/** The abusive-documents lines of run.ts: GraphQL refusals, and whether a visitor's reads slow down meanwhile. */
import { HOST } from './run-config';
import { percentile } from './run-load';

/**
 * Abusive GraphQL documents: each is sent 10 times while a visitor reads the exam list 50 times; reported
 * are the refusal's latency and the exam list's p95 beside its p95 with no abuse going on (must not grow).
 */
export async function measureAbusiveDocuments(origin: string): Promise<string[]> {
  const aliases = `{ ${Array.from({ length: 2_000 }, (_, i) => `a${i}: embeddablePosts(uri: "/community/cbt-ncs", pageSize: 50) { totalCount }`).join(' ')} }`;
  const nested = `{ currentUser ${'{ id '.repeat(10_000)}${'}'.repeat(10_000)} }`;
  const documents = [
    { name: '2,000 aliases of embeddablePosts(pageSize: 50)', path: '/community/graphql', query: aliases },
    { name: '10,000-level nested selection', path: '/graphql', query: nested },
  ];
  const time = async (fn: () => Promise<Response>) => {
    const started = performance.now();
    const response = await fn();
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  const examList = () => time(() => fetch(`${origin}/apiV2/exams?categorySlug=public-company`, { headers: { host: HOST } }));
  const p95 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 95);
  const quiet = await Promise.all(Array.from({ length: 50 }, examList));
  const lines = [`GET /apiV2/exams with no abuse: p95 ${p95(quiet.map((r) => r.ms)).toFixed(0)} ms`];
  for (const document of documents) {
    const [refusals, reads] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, () =>
          time(() => fetch(`${origin}${document.path}`, { method: 'POST', headers: { host: HOST, 'content-type': 'application/json' }, body: JSON.stringify({ query: document.query }) })),
        ),
      ),
      Promise.all(Array.from({ length: 50 }, examList)),
    ]);
    const statuses = [...new Set(refusals.map((r) => r.status))].join('/');
    lines.push(
      `${document.name}: answered ${statuses} in p50 ${percentile(refusals.map((r) => r.ms).sort((a, b) => a - b), 50).toFixed(0)} ms, max ${Math.max(...refusals.map((r) => r.ms)).toFixed(0)} ms; concurrent GET /apiV2/exams p95 ${p95(reads.map((r) => r.ms)).toFixed(0)} ms`,
    );
  }
  return lines;
}
