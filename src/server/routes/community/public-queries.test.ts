import { describe, expect, it } from 'vitest';
import { EMBEDDABLE_POSTS_QUERY } from '../../../contracts/community';
import { findPublicQuery } from './public-queries';

describe('findPublicQuery', () => {
  it('knows the document the web sends for embeddablePosts', () => {
    expect(findPublicQuery(EMBEDDABLE_POSTS_QUERY)).toMatchObject({
      name: 'embeddablePosts',
      operationName: 'EmbeddablePosts',
      variableNames: ['uri', 'page', 'pageSize'],
    });
    expect(findPublicQuery(EMBEDDABLE_POSTS_QUERY)?.tags('b')).toEqual(['community-posts:b']);
  });

  it('matches the same document indented or wrapped otherwise', () => {
    const oneLine = EMBEDDABLE_POSTS_QUERY.replace(/\s+/g, ' ').trim();
    expect(findPublicQuery(oneLine)?.name).toBe('embeddablePosts');
    const tabbed = `\r\n\t${EMBEDDABLE_POSTS_QUERY.replace(/\n {2}/g, '\n\t')}\n\n`;
    expect(findPublicQuery(tabbed)?.name).toBe('embeddablePosts');
  });

  it('judges any other document by its root fields, kept for the minute it was made in', () => {
    const edited = (from: string, to: string) => {
      expect(EMBEDDABLE_POSTS_QUERY).toContain(from);
      return EMBEDDABLE_POSTS_QUERY.replace(from, to);
    };
    // Another text of the public reads: public, but not the fixed document (no clock-free entry).
    for (const text of [
      `${EMBEDDABLE_POSTS_QUERY}# note`,
      edited('title\n        }', 'title menu { viewerHasBookmarked hasNewPost }\n        }'),
      '{ embeddablePosts(uri: "/community/x") { totalCount } }',
      'query Board($slug: String!) { boardPosts(boardSlug: $slug) { totalCount } communityHome { shortcuts { id } } }',
      'query ($id: ID!) { communityPost(id: $id) { title viewerIsAuthor } communityComments(postId: $id) { totalCount } }',
    ]) {
      const query = findPublicQuery(text);
      expect(query?.name, text).not.toBe('embeddablePosts');
      expect(query?.clockSliceMs, text).toBe(60_000);
      expect(query?.tags('a'), text).toEqual(['community-posts:a']);
    }
    expect(findPublicQuery('query Board($slug: String!) { boardPosts(boardSlug: $slug) { totalCount } }')?.variableNames).toEqual(['slug']);
  });

  it('leaves every other document to Mercurius', () => {
    for (const text of [
      EMBEDDABLE_POSTS_QUERY.replace('query EmbeddablePosts', 'queryEmbeddablePosts'),
      '{ boardBySlug(boardSlug: "free") { id } }',
      '{ embeddablePosts(uri: "/community/x") { totalCount } board(id: "1") { id } }',
      'mutation { recordCommunityPostView(id: "1") }',
      'query { ...F } fragment F on Query { communityHome { shortcuts { id } } }',
      'query { communityHome',
      ' '.repeat(100_000) + EMBEDDABLE_POSTS_QUERY,
    ]) {
      expect(findPublicQuery(text), text).toBeUndefined();
    }
  });
});
