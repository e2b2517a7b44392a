/**
 * Chrome of the solving routes. Spec §2.1: /cbt/** shows no site header or footer, so these pages carry
 * their own slim bar with the brand logo (home) and a way back, and keep the exam itself in focus.
 */
import { josa } from 'es-hangul';
import { Link } from '../../ui/link';
import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { BrandLogo } from '../../brand/brand-logo';
import { StatusScreen, PrimaryAction, ErrorScreen } from '../../shell/error-screen';
import { mobileQuery } from '../../styles/theme';
import { LoadingState, QueryError } from '../../ui/query-state';
import type { SolveFailure } from './solve-ssr';

export interface SolveBarProps {
  title: string;
  subtitle?: string | null;
  /** Where "나가기" leads; omitted on screens that must not be left by accident. */
  exitHref?: string;
  exitLabel?: string;
  children?: ReactNode;
}

export function SolveBar({ title, subtitle, exitHref, exitLabel = '나가기', children }: SolveBarProps) {
  const theme = useTheme();
  return (
    <Bar data-testid="solve-bar">
      <BarInner>
        <LogoLink href="/" aria-label="홈으로">
          {theme.brand ? <BrandLogo brand={theme.brand} height={26} /> : null}
        </LogoLink>
        <Titles>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          <Title>{title}</Title>
        </Titles>
        {children ? <BarSlot>{children}</BarSlot> : null}
        {exitHref ? (
          <ExitLink href={exitHref} data-testid="solve-exit">
            {exitLabel}
          </ExitLink>
        ) : null}
      </BarInner>
    </Bar>
  );
}

/** A page of the solving flow that is not the exam screen itself (select, score, result, solution, …). */
export function SolvePage({
  bar,
  children,
  narrow = false,
}: {
  bar: SolveBarProps;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <>
      <SolveBar {...bar} />
      <Content $narrow={narrow}>{children}</Content>
    </>
  );
}

/**
 * A solving page whose data is not in the cache (the server's copy was lost and the browser is fetching it again, or
 * that failed): loading, or the error with 다시 시도 — never an empty page, which is what a phone once showed after
 * 답안지 제출 when the score's fetch failed.
 */
export function SolveDataMissing({
  what,
  query,
  exitHref,
}: {
  /** What the page shows: 시험 결과, 해설, 답안지 … */
  what: string;
  query: { isError: boolean; error: unknown; refetch(): unknown };
  exitHref: string;
}) {
  return (
    <SolvePage bar={{ title: what, exitHref }} narrow>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label={`${josa(what, '을/를')} 불러오는 중입니다…`} />
      )}
    </SolvePage>
  );
}

/**
 * What a failed load shows. 401/403 use the generic error screen's access variant (spec §2.4) with the
 * server's own explanation (e.g. "본인의 응시 기록만 볼 수 있습니다."); anything else the generic error screen.
 */
export function SolveFailureScreen({ failure }: { failure: SolveFailure }) {
  if (failure.status === 401 || failure.status === 403) {
    return (
      <StatusScreen
        testId="error-screen"
        variant="denied"
        title="접근이 허용되지 않습니다"
        message={`${failure.message}\n메인 페이지에서 다시 시작해주세요.`}
        action={
          <PrimaryAction as="a" href="/">
            메인으로 가기
          </PrimaryAction>
        }
      />
    );
  }
  return <ErrorScreen status={failure.status} />;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const BarInner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: ${({ theme }) => theme.contentWidth};
  min-height: 60px;
  margin: 0 auto;
  padding: 8px 20px;
  ${({ theme }) => mobileQuery(theme)} {
    gap: 10px;
    min-height: 52px;
    padding: 6px 12px;
  }
`;

const LogoLink = styled(Link)`
  flex: none;
  ${({ theme }) => mobileQuery(theme)} {
    img {
      width: 84px;
      height: auto;
    }
  }
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Subtitle = styled.p`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Title = styled.p`
  overflow: hidden;
  font-size: 16px;
  font-weight: 700;
  white-space: nowrap;
  text-overflow: ellipsis;
  ${({ theme }) => mobileQuery(theme)} {
    font-size: 14px;
  }
`;

const BarSlot = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const ExitLink = styled(Link)`
  flex: none;
  padding: 6px 12px;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 4px 8px;
    font-size: 13px;
  }
`;

const Content = styled.div<{ $narrow: boolean }>`
  max-width: ${({ $narrow, theme }) => ($narrow ? '720px' : theme.contentWidth)};
  margin: 0 auto;
  padding: 32px 20px 64px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 20px 14px 48px;
  }
`;

/** Pieces shared by the solving screens (their buttons are ui/button's, in the `lg` size). */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 24px;
`;

export const Panel = styled.section`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    padding: 18px 16px;
  }
`;

export const SectionHeading = styled.h2`
  margin-bottom: 12px;
  font-size: 18px;
  font-weight: 700;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;
