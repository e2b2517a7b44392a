import { describe, expect, it } from 'vitest';
import { menuBookmarkToast } from './community-messages';

describe('menuBookmarkToast', () => {
  it("puts the particle the menu's name takes after it", () => {
    expect(menuBookmarkToast('자유게시판', true)).toBe('자유게시판을 즐겨찾기에 추가했어요.');
    expect(menuBookmarkToast('시험 정보', false)).toBe('시험 정보를 즐겨찾기에서 뺐어요.');
  });
});
