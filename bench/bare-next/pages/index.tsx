/**
 * The bare pages-router page `npm run bench:pages` measures beside the product's pages (bench/bare-next-build.ts):
 * one stateful component rendered on the server by getServerSideProps, nothing else — the floor Next and React set
 * on this machine, against which the product's pages are compared in the same run.
 */
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useState } from 'react';

interface BarePageProps {
  renderedAt: string;
}

// Rendered per request, as every product page is (no static optimisation for the baseline either).
export const getServerSideProps: GetServerSideProps<BarePageProps> = async () => ({
  props: { renderedAt: new Date().toISOString() },
});

export default function BarePage({ renderedAt }: BarePageProps) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <Head>
        <title>기준 페이지</title>
      </Head>
      <h1>기준 페이지</h1>
      <p>Next.js 페이지 라우터의 가장 작은 페이지입니다. 서버에서 {renderedAt}에 그렸습니다.</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {count}번 눌렀습니다
      </button>
    </main>
  );
}
