import { describe, expect, it } from 'vitest';
import { closedRouteOf, solutionRouteOf, solveRoutes, solvingRouteOf } from './solve-routes';
import { failureResult, parseId, toFailure } from './solve-ssr';
import { AxiosError, AxiosHeaders } from 'axios';

const record = (over: Partial<Parameters<typeof solvingRouteOf>[0]>) => ({
  recordIdx: 9,
  mode: 'MOCK' as const,
  source: 'PAPER' as const,
  examIdx: 3,
  examDetailIdx: 7,
  ...over,
});

describe('solving routes', () => {
  it('an open record continues in its mode screen', () => {
    expect(solvingRouteOf(record({}))).toBe('/cbt/practice/7?record=9');
    expect(solvingRouteOf(record({ mode: 'ONE' }))).toBe('/cbt/onequestions/7?record=9');
    expect(solvingRouteOf(record({ source: 'RANDOM', examDetailIdx: null }))).toBe('/cbt/practice/random/3?record=9');
    expect(solvingRouteOf(record({ mode: 'ONE', source: 'RANDOM', examDetailIdx: null }))).toBe('/cbt/onequestions/random/3?record=9');
    expect(solvingRouteOf(record({ mode: 'ONE', source: 'REVIEW', examIdx: null, examDetailIdx: null }))).toBe(
      '/cbt/onequestions/review?record=9',
    );
  });

  it('a closed record is shown by its score or, in one-question mode, its review', () => {
    expect(closedRouteOf(record({}))).toBe('/cbt/practice/score/9');
    expect(closedRouteOf(record({ source: 'RANDOM', examDetailIdx: null }))).toBe('/cbt/practice/random/3/score');
    expect(closedRouteOf(record({ mode: 'ONE' }))).toBe('/cbt/onequestions/review?record=9');
    expect(solutionRouteOf(record({}))).toBe('/cbt/practice/solution/9');
    expect(solutionRouteOf(record({ source: 'RANDOM' }))).toBe('/cbt/practice/random/3/solution');
  });

  it('the select screen needs only the paper id', () => {
    expect(solveRoutes.selectPaper(7)).toBe('/cbt/select/7');
  });
});

describe('server-side helpers', () => {
  it('parseId accepts positive 32-bit ids only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(['12', '13'])).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('012')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('2147483648')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });

  it('a 403 becomes a page prop with the server message; 401 the login redirect; 404 not found', () => {
    const config = { headers: new AxiosHeaders() };
    const error = (status: number, message: string, code = 'X') =>
      new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, { status, statusText: '', headers: {}, config, data: { statusCode: status, code, message } });
    const forbidden = toFailure(error(403, '본인의 응시 기록만 볼 수 있습니다.', 'FORBIDDEN'));
    expect(forbidden).toEqual({ status: 403, code: 'FORBIDDEN', message: '본인의 응시 기록만 볼 수 있습니다.' });
    expect(failureResult(forbidden, '/cbt/practice/score/1', { failure: forbidden })).toEqual({ props: { failure: forbidden } });
    expect(failureResult(toFailure(error(401, '로그인')), '/cbt/practice/score/1', {})).toEqual({
      redirect: { destination: '/login?redirect=%2Fcbt%2Fpractice%2Fscore%2F1', statusCode: 302 },
    });
    expect(failureResult(toFailure(error(404, '없음')), '/x', {})).toEqual({ notFound: true });
    expect(toFailure(new Error('boom')).status).toBe(500);
  });
});

