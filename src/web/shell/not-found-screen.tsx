/**
 * The not-found screen, which pages/_error.tsx shows for a 404. It is rendered per request, not prerendered at build
 * time: a prerendered page has no request, so Next's inline script in it carried no CSP nonce and the policy blocked
 * it on every site (no hydration, and a violation in the console). The brand comes from the browser (client-shell.ts).
 */
import Head from 'next/head';
import { PrimaryAction, StatusScreen } from './error-screen';

export function NotFoundScreen() {
  return (
    <>
      <Head>
        <title>페이지를 찾을 수 없습니다</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusScreen
        testId="not-found-screen"
        variant="not-found"
        title="페이지를 찾을 수 없습니다"
        message={'요청하신 페이지가 존재하지 않거나 이동되었습니다.\n주소를 다시 확인해주세요.'}
        action={
          <PrimaryAction as="a" href="/">
            메인으로 가기
          </PrimaryAction>
        }
      />
    </>
  );
}
