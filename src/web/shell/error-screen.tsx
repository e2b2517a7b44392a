/**
 * Generic error screen (spec §2.4): logo, title and message. 401/403 explain that access is not
 * permitted and lead to the main page; anything else offers a refresh that resets the failed view.
 */
import styled, { useTheme } from 'styled-components';
import { BrandLogo } from '../brand/brand-logo';

export interface ErrorScreenProps {
  /** HTTP status behind the error, when known. */
  status?: number;
  /** Resets the failed view (the error boundary's resetErrorBoundary); defaults to a page reload. */
  onRetry?: () => void;
}

export function isAccessDenied(status: number | undefined): boolean {
  return status === 401 || status === 403;
}

export function ErrorScreen({ status, onRetry }: ErrorScreenProps) {
  const denied = isAccessDenied(status);
  return (
    <StatusScreen
      testId="error-screen"
      variant={denied ? 'denied' : 'error'}
      title={denied ? '접근이 허용되지 않습니다' : '오류가 발생했습니다'}
      message={
        denied
          ? '로그인이 필요하거나 접근 권한이 없는 페이지입니다.\n메인 페이지에서 다시 시작해주세요.'
          : '일시적인 문제로 화면을 표시하지 못했습니다.\n잠시 후 다시 시도해주세요.'
      }
      action={
        denied ? (
          <PrimaryAction as="a" href="/">
            메인으로 가기
          </PrimaryAction>
        ) : (
          <PrimaryAction type="button" onClick={() => (onRetry ? onRetry() : window.location.reload())}>
            새로고침
          </PrimaryAction>
        )
      }
    />
  );
}

/** Shared layout of the error and not-found screens. */
export function StatusScreen({
  title,
  message,
  action,
  variant,
  testId,
}: {
  title: string;
  message: string;
  action: React.ReactNode;
  variant: string;
  testId: string;
}) {
  const theme = useTheme();
  return (
    <Wrapper data-testid={testId} data-variant={variant}>
      {theme.brand ? <BrandLogo brand={theme.brand} height={36} /> : null}
      <Title>{title}</Title>
      <Message>{message}</Message>
      {action}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 60vh;
  padding: 64px 20px;
  text-align: center;
`;

const Title = styled.h1`
  font-size: 24px;
  font-weight: 700;
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  white-space: pre-line;
`;

export const PrimaryAction = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 160px;
  height: 48px;
  margin-top: 8px;
  padding: 0 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;
