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
    const tabbed = `\r\n\t${EMBEDDABLE_POSTS_QUERY.replace(/\n {2}/g, '\n\t')}\n\n`;
    expect(findPublicQuery(tabbed)?.name).toBe('embeddablePosts');
  });

  it('leaves every other document to Mercurius', () => {
    // A comment, a member's field, another selection, whitespace removed inside a token sequence.
    const edited = (from: string, to: string) => {
      expect(EMBEDDABLE_POSTS_QUERY).toContain(from);
      return EMBEDDABLE_POSTS_QUERY.replace(from, to);
    };
    expect(findPublicQuery(`${EMBEDDABLE_POSTS_QUERY}# note`)).toBeUndefined();
    expect(findPublicQuery(edited('title\n        }', 'title menu { viewerHasBookmarked }\n        }'))).toBeUndefined();
    expect(findPublicQuery(edited('views\n', ''))).toBeUndefined();
    expect(findPublicQuery(edited('query EmbeddablePosts', 'queryEmbeddablePosts'))).toBeUndefined();
    expect(findPublicQuery('{ embeddablePosts(uri: "/community/x") { totalCount } }')).toBeUndefined();
    expect(findPublicQuery(' '.repeat(100_000) + EMBEDDABLE_POSTS_QUERY)).toBeUndefined();
  });
});
