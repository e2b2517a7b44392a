import { describe, expect, it } from 'vitest';
import { EMBEDDABLE_POSTS_QUERY } from '../../../web/api/community-api';
import { EMBEDDABLE_POSTS_DOCUMENT, findPublicQuery } from './public-queries';

describe('findPublicQuery', () => {
  it('knows the document the web sends for embeddablePosts', () => {
    expect(findPublicQuery(EMBEDDABLE_POSTS_QUERY)).toMatchObject({
      name: 'embeddablePosts',
      operationName: 'EmbeddablePosts',
      variableNames: ['uri', 'page', 'pageSize'],
    });
    expect(findPublicQuery(EMBEDDABLE_POSTS_DOCUMENT)?.name).toBe('embeddablePosts');
    expect(findPublicQuery(EMBEDDABLE_POSTS_DOCUMENT)?.tags('b')).toEqual(['community-posts:b']);
  });

  it('matches the same document indented or wrapped otherwise', () => {
    const oneLine = EMBEDDABLE_POSTS_QUERY.replace(/\s+/g, ' ').trim();
    expect(findPublicQuery(oneLine)?.name).toBe('embeddablePosts');
    expect(findPublicQuery(`\r\n\t${EMBEDDABLE_POSTS_QUERY.replace(/\n {2}/g, '\n\t')}\n\n`)?.name).toBe('embeddablePosts');
  });

  it('leaves every other document to Mercurius', () => {
    // A comment, a member's field, another selection, whitespace removed inside a token sequence.
    expect(findPublicQuery(`${EMBEDDABLE_POSTS_QUERY}# note`)).toBeUndefined();
    expect(findPublicQuery(EMBEDDABLE_POSTS_QUERY.replace('title\n        }', 'title menu { viewerHasBookmarked }\n        }'))).toBeUndefined();
    expect(findPublicQuery(EMBEDDABLE_POSTS_QUERY.replace('views\n', ''))).toBeUndefined();
    expect(findPublicQuery(EMBEDDABLE_POSTS_QUERY.replace('query EmbeddablePosts', 'queryEmbeddablePosts'))).toBeUndefined();
    expect(findPublicQuery('{ embeddablePosts(uri: "/community/x") { totalCount } }')).toBeUndefined();
    expect(findPublicQuery(' '.repeat(100_000) + EMBEDDABLE_POSTS_QUERY)).toBeUndefined();
  });
});
