import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { postings } from '../../db/schema';
import { searchColumnValues, searchWords, textMatch } from './text-match';

const dialect = new PgDialect();
const columns = { jamo: postings.searchJamo, choseong: postings.searchChoseong };

describe('searchWords', () => {
  it('answers null for blank text', () => {
    expect(searchWords('')).toBeNull();
    expect(searchWords('  \t ')).toBeNull();
  });

  it('splits a query into jamo words, at most maxWords', () => {
    expect(searchWords('  마케팅   공모젼 ')).toEqual({
      kind: 'jamo',
      words: ['마케팅', '공모젼'],
      compared: ['ㅁㅏㅋㅔㅌㅣㅇ', 'ㄱㅗㅇㅁㅗㅈㅕㄴ'],
    });
    expect(searchWords('a b c d e', 2)?.words).toEqual(['a', 'b']);
  });

  it('keeps a query of initial consonants as 초성 words', () => {
    expect(searchWords('ㄱㅁㅈ ㅁㅋㅌ')).toEqual({ kind: 'choseong', words: ['ㄱㅁㅈ', 'ㅁㅋㅌ'], compared: ['ㄱㅁㅈ', 'ㅁㅋㅌ'] });
  });
});

describe('textMatch', () => {
  it('answers null for blank text', () => {
    expect(textMatch(columns, '   ')).toBeNull();
  });

  it('matches every word as a jamo substring or a close word, and ranks exact words, then closeness', () => {
    const found = textMatch(columns, '공모 100%')!;
    const where = dialect.sqlToQuery(found.match);
    expect(where.sql).toBe(
      '(("postings"."search_jamo" like $1 or $2 <% "postings"."search_jamo") and ("postings"."search_jamo" like $3 or $4 <% "postings"."search_jamo"))',
    );
    // LIKE wildcards in the query are taken literally.
    expect(where.params).toEqual(['%ㄱㅗㅇㅁㅗ%', 'ㄱㅗㅇㅁㅗ', '%100\\%%', '100%']);
    expect(found.rank).toHaveLength(2);
    expect(dialect.sqlToQuery(found.rank[1]!).sql).toContain('word_similarity(');
  });

  it('adds a search’s own way a word may match', () => {
    const abbreviation = (word: string) => (word === '정처기' ? sql`${columns.jamo} like ${'%ㅈㅓㅇ%ㅊㅓ%ㄱㅣ%'}` : null);
    const found = textMatch(columns, '정처기 필기', { alsoMatches: abbreviation })!;
    const where = dialect.sqlToQuery(found.match);
    expect(where.sql).toBe(
      '(("postings"."search_jamo" like $1 or "postings"."search_jamo" like $2 or $3 <% "postings"."search_jamo") and ' +
        '("postings"."search_jamo" like $4 or $5 <% "postings"."search_jamo"))',
    );
    expect(where.params[1]).toBe('%ㅈㅓㅇ%ㅊㅓ%ㄱㅣ%');
  });

  it('matches 초성 queries on the 초성 column, unranked', () => {
    const found = textMatch(columns, 'ㄱㅁㅈ')!;
    expect(dialect.sqlToQuery(found.match)).toMatchObject({ sql: '"postings"."search_choseong" like $1', params: ['%ㄱㅁㅈ%'] });
    expect(found.rank).toEqual([]);
  });
});

describe('searchColumnValues', () => {
  it('writes the jamo and 초성 forms of a row’s text', () => {
    expect(searchColumnValues('청년 공모전')).toEqual({ searchJamo: 'ㅊㅓㅇㄴㅕㄴ ㄱㅗㅇㅁㅗㅈㅓㄴ', searchChoseong: 'ㅊㄴ ㄱㅁㅈ' });
  });
});
