import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { httpStatusOf } from '../http/errors';
import { parseBoardId, parseBoardSlug, parseMenuId, parsePostPaging, parseSerialId } from './community-arguments';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { status: httpStatusOf(error), code: error.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('community arguments', () => {
  it('accepts board slugs of the community pattern only', () => {
    expect(parseBoardSlug('cbt-psat')).toBe('cbt-psat');
    expect(parseBoardSlug('a'.repeat(64))).toBe('a'.repeat(64));
    for (const slug of ['', '-x', 'CBT', 'cbt_psat', 'cbt psat', 'a'.repeat(65), '../x', '게시판']) {
      expect(refusal(() => parseBoardSlug(slug)), slug).toEqual({ status: 400, code: 'INVALID_BOARD_SLUG' });
    }
  });

  it('reads ids as positive int4 numbers', () => {
    expect(parseSerialId('1')).toBe(1);
    expect(parseSerialId('2147483647')).toBe(2147483647);
    for (const id of ['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '2147483648', '99999999999']) {
      expect(parseSerialId(id), id).toBeNull();
    }
    expect(parseBoardId('7')).toBe(7);
    expect(refusal(() => parseBoardId('0'))).toEqual({ status: 400, code: 'INVALID_ID' });
    expect(refusal(() => parseMenuId('x'))).toEqual({ status: 400, code: 'INVALID_ID' });
  });

  it('defaults paging to page 1 of 5 and keeps pageSize within 1..50', () => {
    expect(parsePostPaging({})).toEqual({ page: 1, pageSize: 5 });
    expect(parsePostPaging({ page: null, pageSize: null })).toEqual({ page: 1, pageSize: 5 });
    expect(parsePostPaging({ page: 3, pageSize: 50 })).toEqual({ page: 3, pageSize: 50 });
    for (const paging of [{ page: 0 }, { page: -1 }, { pageSize: 0 }, { pageSize: 51 }, { page: 1.5 }]) {
      expect(refusal(() => parsePostPaging(paging)), JSON.stringify(paging)).toEqual({ status: 400, code: 'INVALID_PAGE' });
    }
  });
});
