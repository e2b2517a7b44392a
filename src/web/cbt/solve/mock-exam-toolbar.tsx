/**
 * The mock exam's toolbar under the solve bar: the count of unanswered questions, the save status, the text
 * size and 답안지 제출, and a banner while a submit runs or waits for the connection.
 */
import styled from 'styled-components';
import { mobileQuery } from '../../styles/theme';
import { FontScaleButtons, SaveStatus } from './exam-controls';
import type { SaveState } from './use-answer-sync';
import type { useFontScale } from './use-font-scale';

export function MockExamToolbar({
  unanswered,
  totalCount,
  saveState,
  font,
  canSubmit,
  onSubmit,
  banner,
}: {
  unanswered: number;
  totalCount: number;
  saveState: SaveState | 'idle';
  font: ReturnType<typeof useFontScale>;
  canSubmit: boolean;
  onSubmit: () => void;
  banner: string | null;
}) {
  return (
    <Toolbar>
      <ToolbarInner>
        <Counts>
          <CountItem>
            안 푼 문제 <strong data-testid="unanswered-count">{unanswered}</strong>
            <span> / {totalCount}</span>
          </CountItem>
          <SaveStatus state={saveState} />
        </Counts>
        <Tools>
          <FontScaleButtons {...font} />
          <SubmitButton type="button" onClick={onSubmit} disabled={!canSubmit} $place="top">
            답안지 제출
          </SubmitButton>
        </Tools>
      </ToolbarInner>
      {banner ? (
        <Banner role="alert" data-testid="exam-banner">
          {banner}
        </Banner>
      ) : null}
    </Toolbar>
  );
}

/** 답안지 제출 in the toolbar on wide screens, in the fixed bottom bar on phones (one of the two shows). */
export const SubmitButton = styled.button<{ $place: 'top' | 'bottom' }>`
  height: ${({ $place }) => ($place === 'top' ? '40px' : '44px')};
  padding: 0 18px;
  display: ${({ $place }) => ($place === 'top' ? 'inline-block' : 'none')};
  ${({ theme }) => mobileQuery(theme)} {
    display: ${({ $place }) => ($place === 'top' ? 'none' : 'inline-block')};
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

const Toolbar = styled.div`
  position: sticky;
  top: 60px;
  z-index: 90;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    top: 0;
    position: relative;
  }
`;

const ToolbarInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 8px 20px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 8px 12px;
  }
`;

const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
`;

const CountItem = styled.p`
  font-size: 14px;
  strong {
    color: ${({ theme }) => theme.colors.danger};
    font-size: 18px;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Banner = styled.p`
  padding: 8px 20px;
  background: ${({ theme }) => `${theme.colors.warn}22`};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  font-weight: 600;
  text-align: center;
`;
