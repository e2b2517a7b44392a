/** The page frame every site's chrome draws into: header, the main landmark and footer stacked to the viewport's height. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export function ShellFrame({ isWebView, header, footer, children }: { isWebView: boolean; header?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <Frame data-web-view={isWebView ? 'true' : 'false'}>
      {header}
      <Main id="main-content">{children}</Main>
      {footer}
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
`;
