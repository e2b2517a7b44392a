// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '../../../config/brands';
import { createQueryClient } from '../../api/query-client';
import { themeFor } from '../../styles/theme';
import { InfoRoomPosts } from './info-room-posts';

const POST = {
  id: '41',
  title: '한국사 시험 후기',
  createdAt: '2026-11-27T03:00:00.000Z',
  contentText: '근현대사 문제가 많았어요.',
  nickname: '하늘',
  views: 1200,
  commentCount: 3,
  containsImage: true,
  containsYoutube: false,
  board: { id: '7', slug: 'korean-history', title: '한국사 정보방' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInfoRoom() {
  return render(
    <ThemeProvider theme={themeFor(getBrand('a'))}>
      <QueryClientProvider client={createQueryClient()}>
        <InfoRoomPosts boardSlug="korean-history" siteOrigins={{ community: 'http://community.localhost:3000' }} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('InfoRoomPosts (loaded in the browser when the server could not)', () => {
  it('says quietly that the posts failed to load, and shows them after 다시 시도', async () => {
    const responses = [
      json(500, { errors: [{ message: 'x' }] }),
      json(200, { data: { embeddablePosts: { totalCount: 12, nodes: [POST] } } }),
    ];
    const fetchFn = vi.fn(async () => responses.shift()!);
    vi.stubGlobal('fetch', fetchFn);
    renderInfoRoom();

    const error = await screen.findByTestId('info-room-error');
    expect(error.textContent).toContain('시험 정보방 글을 불러오지 못했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    const post = await screen.findByTestId('info-room-post');
    expect(post.textContent).toContain('한국사 시험 후기');
    expect(post.querySelector('a')!.getAttribute('href')).toBe('http://community.localhost:3000/community/korean-history/41');
    expect(screen.getByTestId('info-room-count').textContent).toBe('12');
    expect(screen.queryByTestId('info-room-error')).toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});
