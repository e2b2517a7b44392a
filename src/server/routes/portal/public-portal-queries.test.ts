import { describe, expect, it } from 'vitest';
import { CLOSING_SOON_POSTINGS_QUERY, POSTING_DETAIL_QUERY, POSTING_LIST_QUERY } from '../../../web/api/postings-api';
import { findPublicPortalQuery } from './public-portal-queries';

describe('findPublicPortalQuery', () => {
  it("takes the web's posting documents as public, per minute, tagged with the brand's postings", () => {
    for (const document of [POSTING_LIST_QUERY, CLOSING_SOON_POSTINGS_QUERY, POSTING_DETAIL_QUERY]) {
      const query = findPublicPortalQuery(document);
      expect(query, document).toMatchObject({ clockSliceMs: 60_000 });
      expect(query!.tags('b')).toEqual(['postings:b']);
    }
    expect(findPublicPortalQuery(POSTING_LIST_QUERY)).toMatchObject({
      operationName: 'PostingList',
      variableNames: ['filter', 'sort', 'page', 'pageSize'],
    });
  });

  it('tags practice exams with the exams too, and several public roots with all their tags', () => {
    const query = findPublicPortalQuery('{ postingPracticeExams(postingId: "1") { examIdx } postings { totalCount } }');
    expect(query!.tags('a').sort()).toEqual(['exams:a', 'postings:a']);
    expect(query!.operationName).toBeNull();
  });

  it('leaves anything with a member, a write or a hidden root to Mercurius', () => {
    for (const text of [
      '{ currentUser { id } }',
      '{ postings { totalCount } currentUser { id } }',
      'mutation { scrapPosting(id: "1") { scrapCount } }',
      '{ ...Roots } fragment Roots on Query { postings { totalCount } }',
      '{ postings @include(if: true) { totalCount } }',
      'query A { postings { totalCount } } query B { posting(id: "1") { bodyHtml } }',
      '{ __typename }',
      'not graphql {',
      `{ postings { totalCount } }${' '.repeat(30_000)}`,
    ]) {
      expect(findPublicPortalQuery(text), text).toBeUndefined();
    }
  });
});
