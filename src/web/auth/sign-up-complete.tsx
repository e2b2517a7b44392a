/**
 * The 가입 완료 a new member reads when the sign-up started on another site of the brand: that site is a full page
 * load away, where a toast raised here would be lost, so the confirmation stays on this page with the way back. The
 * brand's session cookie already reaches the other site (ADR 44), so the member arrives there logged in.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import { SubmitButton } from '../ui/form';

export function SignUpComplete({ brand, username, target }: { brand: BrandId; username: string; target: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards start at the news, not at the form that was there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role="status" data-testid="sign-up-complete">
      <h2 ref={heading} tabIndex={-1}>
        회원가입 완료
      </h2>
      <p>
        {username}님, 회원가입이 완료되었습니다. 이제 {getBrand(brand).company}의 모든 서비스를 이 계정으로 이용할 수 있습니다.
      </p>
      <SubmitButton as="a" href={target}>
        가입 전 페이지로 돌아가기
      </SubmitButton>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 28px;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 20px;
    outline: none;
  }
  p {
    margin: 0;
    font-size: 15px;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-decoration: none;
  }
`;
