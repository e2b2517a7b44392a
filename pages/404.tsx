/** Not-found screen; rendered statically, so the brand comes from the browser (see client-shell.ts). */
import Head from 'next/head';
import { PrimaryAction, StatusScreen } from '@/web/shell/error-screen';

export default function NotFoundPage() {
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
