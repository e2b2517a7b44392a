import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { HOST_TABLES } from '../../config/hosts';
import { getChatPageServerSideProps, productOriginFor } from './chat-page-ssr';

function ctx(brand: string, query: Record<string, string | string[]>, host = 'chat.careerroad.localhost:3000') {
  return {
    params: { brand },
    query,
    resolvedUrl: `/_sites/chat/${brand}/?parentOrigin=x`,
    req: { headers: { host, 'user-agent': 'Mozilla/5.0' }, cookies: {} },
  } as unknown as GetServerSidePropsContext;
}

describe('getChatPageServerSideProps', () => {
  it('builds chat-site shell props with noIndex and the validated parent origin', async () => {
    const result = await getChatPageServerSideProps(ctx('a', { brand: 'a', parentOrigin: 'http://localhost:3000' }));
    expect(result).toMatchObject({
      props: {
        site: 'chat',
        brand: 'a',
        parentOrigin: 'http://localhost:3000',
        productOrigin: 'http://cbt.careerroad.localhost:3000',
        seo: { noIndex: true, title: expect.stringMatching(/^채팅 \| /) },
      },
    });
  });

  it('passes null for a parent origin outside the host table', async () => {
    const result = await getChatPageServerSideProps(ctx('a', { parentOrigin: 'https://evil.example' }));
    expect(result).toMatchObject({ props: { parentOrigin: null } });
    const missing = await getChatPageServerSideProps(ctx('a', {}));
    expect(missing).toMatchObject({ props: { parentOrigin: null } });
  });

  it('is not found for brand b', async () => {
    expect(await getChatPageServerSideProps(ctx('b', { parentOrigin: 'http://localhost:3000' }))).toEqual({ notFound: true });
  });
});

describe('productOriginFor', () => {
  it('keeps the current port in development and none in production', () => {
    expect(productOriginFor(HOST_TABLES.development, 'http', 'chat.careerroad.localhost:3100')).toBe('http://cbt.careerroad.localhost:3100');
    expect(productOriginFor(HOST_TABLES.production, 'https', 'chat.careerroad.kr')).toBe('https://cbt.careerroad.kr');
  });
});
