import { describe, expect, it } from 'vitest';
import { checkPost, isBlankBody } from './post-editor-form';

describe('checkPost', () => {
  it('asks for a title of at most 100 characters, counted as the server counts them', () => {
    expect(checkPost({ title: '   ', bodyHtml: '<p>본문</p>' })).toEqual({ title: '제목을 입력해주세요.' });
    expect(checkPost({ title: '가'.repeat(100), bodyHtml: '<p>본문</p>' })).toEqual({});
    expect(checkPost({ title: '😀'.repeat(101), bodyHtml: '<p>본문</p>' }).title).toBe('제목은 100자 이하로 입력해주세요.');
  });

  it('asks for a body with words, an image or a video', () => {
    expect(isBlankBody('<p></p><p>&nbsp; </p>')).toBe(true);
    expect(isBlankBody('<p><img src="/uploads/a.png"></p>')).toBe(false);
    expect(isBlankBody('<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe></div>')).toBe(false);
    expect(checkPost({ title: '제목', bodyHtml: '' })).toEqual({ body: '본문을 입력해주세요.' });
  });
});
