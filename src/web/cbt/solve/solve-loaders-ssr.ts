/**
 * Server-side loads shared by the solving pages. A mode route (/cbt/practice/12, /cbt/onequestions/random/3)
 * names a set, not a record: the record is `?record=` (what the select screen links to) or else the member's
 * open attempt at that set; without one the member is sent to choose a mode first. Reading never starts an
 * attempt — only the select screen's button does (POST), so a reload or a prefetch cannot create records.
 */
import type { Redirect } from 'next';
import { getExam } from '../../api/exams-api';
import { getUserRecords } from '../../api/records-api';
import {
  getLatestRandomRecord,
  getRecordResult,
  getRecordSheet,
  getRecordSolution,
  type RecordHeader,
  type RecordListItem,
  type RecordMode,
} from '../../api/records-api';
import type { ShellPageContext, ShellPageResult } from '../../ssr/shell-page';
import { attempt, failureResult, parseId, type SolveFailure, ssrQuery } from './solve-ssr';
import { solveKeys } from './solve-queries';
import { closedRouteOf, solvingRouteOf } from './solve-routes';

export interface SolvingPageProps {
  recordIdx: number | null;
  failure: SolveFailure | null;
}

const redirectTo = (destination: string): { redirect: Redirect } => ({ redirect: { destination, permanent: false } });

export interface SetSpec {
  mode: RecordMode;
  source: 'PAPER' | 'RANDOM';
  /** examDetailIdx for PAPER, examIdx for RANDOM. */
  id: number;
  /** Where to choose a mode when there is no attempt yet. */
  selectRoute: string;
}

function matches(record: Pick<RecordHeader, 'mode' | 'source' | 'examIdx' | 'examDetailIdx'>, spec: SetSpec): boolean {
  if (record.mode !== spec.mode || record.source !== spec.source) return false;
  return spec.source === 'PAPER' ? record.examDetailIdx === spec.id : record.examIdx === spec.id;
}

/** The open record of a mode route, prefetched for the page; redirects when it is elsewhere or closed. */
export async function loadOpenRecord(
  { ctx, session, publicPath }: ShellPageContext,
  spec: SetSpec,
): Promise<ShellPageResult<SolvingPageProps>> {
  let recordIdx = parseId(ctx.query.record);
  if (recordIdx === null) {
    const list = await attempt(() => ssrQuery(session, solveKeys.userRecords(), () => getUserRecords(session.client)));
    if (!list.ok) return failureResult(list.failure, publicPath, { recordIdx: null, failure: list.failure });
    const open = list.data.items.find((r: RecordListItem) => r.status === 'IN_PROGRESS' && matches(r, spec));
    if (!open) return redirectTo(spec.selectRoute);
    recordIdx = open.recordIdx;
  }
  const id = recordIdx;
  const sheet = await attempt(() => ssrQuery(session, solveKeys.sheet(id), () => getRecordSheet(session.client, id)));
  if (!sheet.ok) return failureResult(sheet.failure, publicPath, { recordIdx: id, failure: sheet.failure });
  if (sheet.data.status !== 'IN_PROGRESS') return redirectTo(closedRouteOf(sheet.data));
  if (!matches(sheet.data, spec)) return redirectTo(solvingRouteOf(sheet.data));
  return { props: { recordIdx: id, failure: null }, seo: { title: sheet.data.title, noIndex: true } };
}

export interface RecordPageProps {
  recordIdx: number | null;
  failure: SolveFailure | null;
  /** Set when the record is still open: where to continue it. */
  continueHref: string | null;
}

/** What /score, /result and /solution need; a still-open record becomes a "not submitted yet" notice. */
export async function loadClosedRecord(
  { session, publicPath }: ShellPageContext,
  recordIdx: number,
  what: 'result' | 'solution',
): Promise<ShellPageResult<RecordPageProps>> {
  const loaded =
    what === 'result'
      ? await attempt(() => ssrQuery(session, solveKeys.result(recordIdx), () => getRecordResult(session.client, recordIdx)))
      : await attempt(() => ssrQuery(session, solveKeys.solution(recordIdx), () => getRecordSolution(session.client, recordIdx)));
  if (loaded.ok) {
    return { props: { recordIdx, failure: null, continueHref: null }, seo: { title: loaded.data.title, noIndex: true } };
  }
  if (loaded.failure.code === 'RECORD_NOT_SUBMITTED') {
    const sheet = await attempt(() => getRecordSheet(session.client, recordIdx));
    return { props: { recordIdx, failure: null, continueHref: sheet.ok ? solvingRouteOf(sheet.data) : null } };
  }
  return failureResult(loaded.failure, publicPath, { recordIdx, failure: loaded.failure, continueHref: null });
}

export interface RandomRecordPageProps extends RecordPageProps {
  examIdx: number;
  /** The member never finished a random set of this exam. */
  none: boolean;
}

/** /cbt/practice/random/[examIdx]/score and /solution: the member's latest random set of the exam. */
export async function loadRandomRecord(
  context: ShellPageContext,
  what: 'result' | 'solution',
): Promise<ShellPageResult<RandomRecordPageProps>> {
  const examIdx = parseId(context.ctx.params?.examIdx);
  if (examIdx === null) return { notFound: true };
  const { session, publicPath } = context;
  const latest = await attempt(() =>
    ssrQuery(session, solveKeys.randomRecord(examIdx), () => getLatestRandomRecord(session.client, examIdx)),
  );
  const base = { examIdx, recordIdx: null, failure: null, continueHref: null, none: false };
  if (!latest.ok) {
    // A 404 for an exam that exists means "응시한 랜덤 모의고사가 없습니다.": a state of this page, not a missing page.
    if (latest.failure.status === 404 && (await attempt(() => getExam(session.client, examIdx))).ok) {
      return { props: { ...base, none: true } };
    }
    return failureResult(latest.failure, publicPath, { ...base, failure: latest.failure });
  }
  if (latest.data.status === 'IN_PROGRESS') {
    return { props: { ...base, recordIdx: latest.data.recordIdx, continueHref: solvingRouteOf(latest.data) } };
  }
  const loaded = await loadClosedRecord(context, latest.data.recordIdx, what);
  if ('props' in loaded) return { ...loaded, props: { ...base, ...loaded.props } };
  return loaded;
}
