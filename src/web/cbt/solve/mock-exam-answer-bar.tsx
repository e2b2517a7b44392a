/**
 * The mock exam's answer bar ("답안 표기란"): beside the problems on wide screens; on phones a fixed bottom bar
 * (grid toggle and 답안지 제출) whose toggle opens the grid as a bottom sheet over a scrim. Both carry
 * data-testid="answer-bar". A number in the grid jumps to its question.
 */
import styled from 'styled-components';
import type { SheetProblem } from '../../api/records-api';
import { mobileQuery } from '../../styles/theme';
import { AnswerGrid, GridLegend } from './exam-controls';
import { SubmitButton } from './mock-exam-toolbar';
import type { LocalAnswer } from './use-answer-sync';

export function AnswerBarAside({
  open,
  problems,
  answers,
  onJump,
  onClose,
}: {
  open: boolean;
  problems: SheetProblem[];
  answers: ReadonlyMap<number, LocalAnswer>;
  onJump: (number: number) => void;
  onClose: () => void;
}) {
  return (
    <Aside data-open={open ? 'true' : 'false'} aria-label="답안 표기란" data-testid="answer-bar">
      <AsideHeader>
        <AsideTitle>답안 표기란</AsideTitle>
        <CloseGrid type="button" onClick={onClose}>
          닫기
        </CloseGrid>
      </AsideHeader>
      <AnswerGrid problems={problems} answers={answers} onJump={onJump} />
      <GridLegend />
    </Aside>
  );
}

export function MobileAnswerBar({
  open,
  unanswered,
  canSubmit,
  onToggle,
  onClose,
  onSubmit,
}: {
  open: boolean;
  unanswered: number;
  canSubmit: boolean;
  onToggle: () => void;
  onClose: () => void;
  onSubmit: () => void;
}) {
  return (
    <>
      <MobileBar data-testid="answer-bar">
        <GridToggle type="button" onClick={onToggle} aria-expanded={open}>
          답안 표기란 · 안 푼 문제 {unanswered}
        </GridToggle>
        {/* On phones the toolbar scrolls away, so the submit button sits in the bottom bar (one of the two is shown). */}
        <SubmitButton type="button" onClick={onSubmit} disabled={!canSubmit} $place="bottom">
          답안지 제출
        </SubmitButton>
      </MobileBar>
      {open ? <Scrim onClick={onClose} /> : null}
    </>
  );
}

const Aside = styled.aside`
  position: sticky;
  top: 132px;
  max-height: calc(100vh - 150px);
  overflow-y: auto;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    position: fixed;
    top: auto;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: 300;
    display: none;
    max-height: 70vh;
    border-radius: 16px 16px 0 0;
    box-shadow: 0 -12px 32px rgba(15, 23, 42, 0.2);
    &[data-open='true'] {
      display: block;
    }
  }
`;

const AsideHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
`;

const AsideTitle = styled.h2`
  font-size: 16px;
  font-weight: 800;
`;

const CloseGrid = styled.button`
  display: none;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    display: inline-block;
  }
`;

const MobileBar = styled.div`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: 200;
    display: flex;
    gap: 8px;
    padding: 8px 12px calc(8px + env(safe-area-inset-bottom));
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const GridToggle = styled.button`
  flex: 1;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

const Scrim = styled.div`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    position: fixed;
    inset: 0;
    z-index: 250;
    display: block;
    background: rgba(15, 23, 42, 0.35);
  }
`;
