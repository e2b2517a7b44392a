// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { getBrand } from '../../config/brands';
import { themeFor } from '../styles/theme';
import type { PostingCardFields } from './posting-card';
import { FIRST_SCREEN_CARDS, PostingList } from './posting-list';

afterEach(cleanup);

const postings: PostingCardFields[] = Array.from({ length: 8 }, (_, i) => ({
  id: String(i + 1),
  kind: 'CONTEST',
  title: `공고 ${i + 1}`,
  organiserName: '주최',
  posterSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  status: 'OPEN',
  scrapCount: 0,
}));

function posterLoading(eagerPosters?: number) {
  const { container } = render(
    <ThemeProvider theme={themeFor(getBrand('a'))}>
      <PostingList postings={postings} eagerPosters={eagerPosters} />
    </ThemeProvider>,
  );
  return [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading') ?? 'eager');
}

describe('PostingList posters', () => {
  it('loads the first screen’s posters at once and the rest lazily', () => {
    const loading = posterLoading(FIRST_SCREEN_CARDS);
    expect(loading.slice(0, FIRST_SCREEN_CARDS)).toEqual(Array(FIRST_SCREEN_CARDS).fill('eager'));
    expect(loading.slice(FIRST_SCREEN_CARDS)).toEqual(Array(postings.length - FIRST_SCREEN_CARDS).fill('lazy'));
  });

  it('keeps every poster lazy in a list below the first screen', () => {
    expect(posterLoading()).toEqual(Array(postings.length).fill('lazy'));
  });
});
