import { describe, expect, it } from 'vitest';
import { isApiRequest } from './api-paths';

describe('isApiRequest', () => {
  it('is true for every address the API serves, with or without a query', () => {
    for (const url of [
      '/apiV2/exams?page=2',
      '/apiV2/admin/exams/1',
      '/v2/categories/gnb',
      '/shop/cart/count',
      '/cbt-product/exams/3',
      '/users/me',
      '/uploads/abc.png',
      '/graphql',
      '/graphql?query=%7B__typename%7D',
      '/community/graphql',
      '/chat/events',
      '/healthz',
      '/healthz/live',
      '/readyz',
      '/metrics',
    ]) {
      expect(isApiRequest('GET', url), url).toBe(true);
    }
  });

  it('is false for pages, Next files and look-alikes of API paths', () => {
    for (const url of [
      '/',
      '/exam/1',
      '/mypage/orders',
      '/products/12',
      '/community/free',
      '/community/graphql-guide',
      '/graphiql',
      '/shop',
      '/apiV2',
      '/healthzz',
      '/metrics/extra',
      '/_next/static/chunks/main.js',
      '/favicon.ico',
    ]) {
      expect(isApiRequest('GET', url), url).toBe(false);
    }
  });

  it('treats a sign-out address as a page when read (its confirmation page) and as the API when posted', () => {
    for (const url of ['/logout?next=%2F', '/sso/sign-out?redirectUri=%2F']) {
      expect(isApiRequest('GET', url), url).toBe(false);
      expect(isApiRequest('HEAD', url), url).toBe(false);
      expect(isApiRequest('POST', url), url).toBe(true);
    }
  });
});
