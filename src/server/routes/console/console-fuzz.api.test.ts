/**
 * The operator routes under malformed input (ADR 9), sent as an ADMIN so every probe gets past authorization and
 * reaches validation and the operations (the REST fuzz test sends members, whom these routes refuse first). Every
 * path parameter, query property and body property is varied alone, against a draft exam of the fuzz's own, then
 * whole bodies are broken: no 5xx, no stack trace or SQL, a Korean message on every 4xx.
 */
import { beforeAll, expect, test } from 'vitest';
import { type Probe, expectNoFailures, runAll } from '../../../test/fuzz-kit';
import { FUZZ_VALUES, MALFORMED_BODIES } from '../../../test/fuzz-values';
import { type TestSession, createExam, createLoggedInOperator } from '../../../test/factories';
import { BRAND_A_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Array<{ in: string; name: string }>;
  bodyProperties: string[];
}

let admin: TestSession;
let ids: Record<string, number>;
let routes: Route[];

/** A valid body per route, so each probe varies exactly one thing. */
const validBodies: Record<string, () => Record<string, unknown>> = {
  'POST /apiV2/admin/exams': () => ({ examTypeId: ids.examTypeId, title: '퍼즈 시험' }),
  'PATCH /apiV2/admin/exams/{examIdx}': () => ({ title: '퍼즈 시험 (수정)', description: '설명' }),
  'POST /apiV2/admin/exams/{examIdx}/exam-details': () => ({ title: '퍼즈 회차', timeLimitMinutes: 10 }),
  'PATCH /apiV2/admin/exam-details/{examDetailIdx}': () => ({ title: '퍼즈 회차 (수정)' }),
  'POST /apiV2/admin/exam-details/{examDetailIdx}/problems': () => ({
    subject: '퍼즈',
    stem: '퍼즈 문제',
    choices: ['가', '나', '다', '라'],
    answer: 1,
  }),
  'PATCH /apiV2/admin/problems/{multipleProblemIdx}': () => ({ stem: '퍼즈 문제 (수정)' }),
  // Passages and exam types (ADR 34): HTML bodies, so the varied values reach the sanitiser.
  'POST /apiV2/admin/exam-details/{examDetailIdx}/passages': () => ({ title: '퍼즈 지문', body: '<p>퍼즈 <span data-latex="x^2"></span></p>', format: 'HTML' }),
  'PATCH /apiV2/admin/passages/{passageId}': () => ({ body: '<p>퍼즈 지문 (수정)</p>' }),
  'POST /apiV2/admin/exam-types': () => ({ parentId: ids.examTypeId, name: `퍼즈 하위 유형 ${Math.random().toString(36).slice(2, 8)}` }),
  'PATCH /apiV2/admin/exam-types/{examTypeId}': () => ({ name: '퍼즈 유형' }),
  // Imports (ADR 31): a one-problem pasted paper into the fuzz's draft exam.
  'POST /apiV2/admin/exam-imports/dry-run': () => importBody(),
  'POST /apiV2/admin/exam-imports': () => importBody(),
};

function importBody() {
  return { source: 'TEXT', content: '1. 퍼즈 문제\n① 가 ② 나\n정답 ①', examIdx: ids.examIdx, paperTitle: '퍼즈 가져오기', timeLimitMinutes: 10 };
}

beforeAll(async () => {
  admin = await createLoggedInOperator(t.database.db, { role: 'ADMIN' });
  const send = async (method: 'POST', url: string, payload: unknown) => {
    const response = await t.app.inject({ method, url, headers: { host: BRAND_A_HOST, cookie: admin.cookie }, payload: payload as object });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const { examTypeId } = await createExam(t.database.db, { subType: '퍼즈 유형' });
  const exam = await send('POST', '/apiV2/admin/exams', { examTypeId, title: '퍼즈 대상 시험' });
  const paper = await send('POST', `/apiV2/admin/exams/${exam.examIdx}/exam-details`, { title: '1회', timeLimitMinutes: 10 });
  const problem = await send('POST', `/apiV2/admin/exam-details/${paper.examDetailIdx}/problems`, validBodies[
    'POST /apiV2/admin/exam-details/{examDetailIdx}/problems'
  ]!());
  const passage = await send('POST', `/apiV2/admin/exam-details/${paper.examDetailIdx}/passages`, { body: '퍼즈 지문', format: 'TEXT' });
  ids = {
    examTypeId,
    examIdx: exam.examIdx,
    examDetailIdx: paper.examDetailIdx,
    multipleProblemIdx: problem.multipleProblemIdx,
    passageId: passage.passageId,
  };

  const document = (await t.app.inject({ method: 'GET', url: '/apiV2/openapi.json', headers: { host: BRAND_A_HOST } })).json();
  routes = [];
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    if (!path.startsWith('/apiV2/admin/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const body = (operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined)
        ?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase() as Route['method'],
        path,
        parameters: (operation.parameters as Route['parameters'] | undefined) ?? [],
        bodyProperties: Object.keys(body?.properties ?? {}),
      });
    }
  }
  expect(routes.length).toBeGreaterThanOrEqual(12);
});

const pathOf = (route: Route, varied?: { name: string; encoded: string }) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => (varied?.name === name ? varied.encoded : String(ids[name])));

function probesOf(route: Route): Probe[] {
  const key = `${route.method} ${route.path}`;
  const base = validBodies[key]?.();
  const common = { method: route.method, host: BRAND_A_HOST, cookie: admin.cookie };
  const bodyText = base ? JSON.stringify(base) : route.method === 'GET' ? undefined : '{}';
  const probes: Probe[] = [];
  for (const parameter of route.parameters) {
    for (const value of FUZZ_VALUES) {
      const probe = { ...common, target: `${route.path} ${parameter.in}:${parameter.name}`, value: value.label, body: bodyText };
      if (parameter.in === 'path' && value.url !== null) {
        probes.push({ ...probe, url: pathOf(route, { name: parameter.name, encoded: value.url }) });
      } else if (parameter.in === 'query' && (value.url !== null || value.query)) {
        const query = value.query ? value.query(parameter.name) : `${encodeURIComponent(parameter.name)}=${value.url}`;
        probes.push({ ...probe, url: `${pathOf(route)}?${query}` });
      }
    }
  }
  if (bodyText !== undefined) {
    const slots = route.bodyProperties.map((name) => [name]);
    if (route.bodyProperties.includes('choices')) slots.push(['choices', '0']);
    for (const slot of slots) {
      const target = `${route.path} body.${slot.join('.')}`;
      for (const value of [{ label: 'missing', json: undefined as string | undefined }, ...FUZZ_VALUES]) {
        if (value.json === null) continue;
        const body = structuredClone(base ?? {}) as Record<string, unknown>;
        let parent = body;
        if (slot.length === 2) parent = (body[slot[0]!] ??= ['가', '나']) as Record<string, unknown>;
        const last = slot[slot.length - 1]!;
        const marker = 'FUZZ_SLOT_a71c';
        if (value.json === undefined) delete parent[last];
        else parent[last] = marker;
        const text = JSON.stringify(body).replace(`"${marker}"`, () => value.json!);
        probes.push({ ...common, url: pathOf(route), target, value: value.label, body: text });
      }
    }
    for (const { label, body } of MALFORMED_BODIES) {
      probes.push({ ...common, url: pathOf(route), target: `${route.path} body`, value: label, body });
    }
  }
  return probes;
}

test('every operator route answers malformed input with a 4xx in Korean, never a 5xx or a stack trace', async () => {
  const probes = routes.flatMap(probesOf);
  expect(probes.length).toBeGreaterThan(500);
  expectNoFailures(await runAll(t, probes), probes.length);
}, 120_000);
