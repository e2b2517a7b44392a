import { describe, expect, it } from 'vitest';
import { articlesFromText, articlesToText, emptyArticle } from './legal-articles-text';

describe('articlesFromText', () => {
  it('starts an article at each 제N조 or numbered line and keeps the lines under it as paragraphs', () => {
    const text = '제1조 (목적)\n이 약관은 목적을 정합니다.\n\n제2조 (정의)\n첫째 정의.\n  둘째 정의.  \n1. 수집 항목\n이메일.';
    expect(articlesFromText(text)).toEqual([
      { heading: '제1조 (목적)', paragraphs: ['이 약관은 목적을 정합니다.'] },
      { heading: '제2조 (정의)', paragraphs: ['첫째 정의.', '둘째 정의.'] },
      { heading: '1. 수집 항목', paragraphs: ['이메일.'] },
    ]);
  });

  it('reads text back as it was written', () => {
    const articles = [
      { heading: '제1조 (목적)', paragraphs: ['가.', '나.'] },
      { heading: '제2조 (정의)', paragraphs: ['다.'] },
    ];
    expect(articlesFromText(articlesToText(articles))).toEqual(articles);
  });

  it('names an article left without text', () => {
    expect(emptyArticle(articlesFromText('제1조 (목적)\n제2조 (정의)\n내용'))).toBe('제1조 (목적)');
    expect(emptyArticle(articlesFromText('제1조 (목적)\n내용'))).toBeNull();
  });
});
