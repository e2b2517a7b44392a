/**
 * What the editor says about saving above the questions: the save state (a failed save is a button that retries), why
 * a save was refused (after a conflict, 최신 내용 불러오기), unsaved text this browser kept (recovered) and, after loading
 * the latest, the writer's own text to copy or apply again (mine). See use-cover-letter-autosave.ts.
 */
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { copyAnswer } from './copy-answer';
import { type CoverLetterDraft, type SaveState, type StoredDraft, saveStateLabel } from './cover-letter-draft';
import { Row } from './cover-letter-editor-styles';

export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const conflict = state.kind === 'conflict';
  return (
    <Status role="status" data-testid="save-state" data-state={state.kind} $bad={state.kind === 'failed' || conflict}>
      {state.kind === 'failed' ? (
        <button type="button" onClick={onRetry}>
          {saveStateLabel(state)}
        </button>
      ) : (
        saveStateLabel(state)
      )}
    </Status>
  );
}

export function SaveErrorBanner({ error, conflict, onLoadLatest }: { error: string; conflict: boolean; onLoadLatest: () => void }) {
  return (
    <Banner role="alert" data-testid="save-error" $conflict={conflict}>
      <p>{error}</p>
      {conflict ? (
        <Row>
          <PrimaryButton type="button" onClick={onLoadLatest} data-testid="load-latest">
            최신 내용 불러오기
          </PrimaryButton>
          <span>지금 화면의 글은 그대로 남아 있으며, 불러온 뒤에도 복사할 수 있습니다.</span>
        </Row>
      ) : null}
    </Banner>
  );
}

export function RecoveredBox({ recovered, onApply, onDismiss }: { recovered: StoredDraft; onApply: () => void; onDismiss: () => void }) {
  return (
    <Mine aria-labelledby="recovered-title" data-testid="recovered-box">
      <h2 id="recovered-title">저장되지 않은 내용이 있습니다</h2>
      <p>
        {formatKstDateTime(recovered.at)}에 이 브라우저에서 쓰고 저장하지 못한 내용입니다. 불러오면 지금 저장된 내용은 버전 기록에
        남습니다.
      </p>
      <Row>
        <PrimaryButton type="button" onClick={onApply} data-testid="recovered-apply">
          불러오기
        </PrimaryButton>
        <ButtonBase type="button" onClick={onDismiss}>
          버리기
        </ButtonBase>
      </Row>
    </Mine>
  );
}

export function MineBox({ mine, onApply, onDismiss }: { mine: CoverLetterDraft; onApply: () => void; onDismiss: () => void }) {
  return (
    <Mine aria-labelledby="mine-title" data-testid="mine-box">
      <h2 id="mine-title">내가 쓰던 내용</h2>
      <p>최신 내용을 불러왔습니다. 아래는 이 창에서 쓰던 내용입니다. 필요한 부분을 복사하거나, 내 내용으로 다시 저장할 수 있습니다.</p>
      {mine.questions.map((q, index) => (
        <div key={q.key}>
          <h3>
            문항 {index + 1}
            {q.question ? ` · ${q.question}` : ''}
          </h3>
          <MineText data-testid="mine-answer">{q.answer || '(답변 없음)'}</MineText>
          <ButtonBase type="button" onClick={() => void copyAnswer(q.answer)} aria-label={`내가 쓰던 문항 ${index + 1} 답변 복사`}>
            복사
          </ButtonBase>
        </div>
      ))}
      <Row>
        <PrimaryButton type="button" onClick={onApply} data-testid="mine-apply">
          내 내용으로 다시 저장
        </PrimaryButton>
        <ButtonBase type="button" onClick={onDismiss}>
          닫기
        </ButtonBase>
      </Row>
    </Mine>
  );
}

const Status = styled.p<{ $bad: boolean }>`
  min-width: 130px;
  min-height: 40px;
  display: flex;
  align-items: center;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.muted)};
  button {
    border: 0;
    background: none;
    padding: 0;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Banner = styled.div<{ $conflict: boolean }>`
  display: grid;
  gap: 10px;
  margin-bottom: 16px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.danger}14`};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
  font-weight: 600;
  span {
    font-weight: 400;
  }
`;

const Mine = styled.section`
  display: grid;
  gap: 10px;
  margin-bottom: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.warn};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: 16px;
    font-weight: 700;
  }
  h3 {
    font-size: 14px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const MineText = styled.pre`
  margin: 6px 0;
  padding: 10px;
  max-height: 220px;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font: inherit;
  font-size: 14px;
`;
