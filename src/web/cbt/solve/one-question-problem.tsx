/**
 * One problem of the one-question screen: pick a choice, "정답 확인" sends it (final in ONE mode), then the
 * verdict and the explanation — or, while the choice waits to be sent, its save state.
 */
import styled from 'styled-components';
import { mobileQuery } from '../../styles/theme';
import { PrimaryButton } from '../../ui/button';
import { ProblemText, type ProblemTextFormat } from '../../ui/problem-text';
import { choiceSymbol } from './format';
import { ChoiceList, Explanation, ProblemHeading, problemScale, Tag } from './problem-parts';
import { ActionRow } from './solve-layout';

export function OneProblem({
  problemNumber,
  subject,
  points,
  stem,
  choices,
  format,
  committed,
  tentative,
  verdict,
  saveLabel,
  name,
  disabled,
  onTentative,
  onCheck,
}: {
  problemNumber: number;
  subject: string;
  points: number;
  stem: string;
  choices: string[];
  /** The problem's format: stem, choices and explanation share it. */
  format: ProblemTextFormat;
  /** The choice sent (or waiting to be sent) to the server: final in ONE mode. */
  committed: number | null;
  tentative: number | null;
  verdict: { isCorrect: boolean; answer: number; explanation: string } | null;
  saveLabel: string | null;
  name: string;
  disabled: boolean;
  onTentative(choice: number): void;
  onCheck(choice: number): void;
}) {
  const locked = committed !== null;
  const selected = committed ?? tentative;
  return (
    <Card data-testid="problem" data-number={problemNumber} aria-labelledby={`one-problem-${problemNumber}`}>
      <ProblemHeading id={`one-problem-${problemNumber}`} number={problemNumber} subject={subject} points={points} />
      <ProblemText text={stem} format={format} />
      <ChoiceList
        name={name}
        label={`${problemNumber}번 선택지`}
        choices={choices}
        format={format}
        selected={selected}
        disabled={disabled || locked}
        onSelect={onTentative}
        reveal={verdict ? { answer: verdict.answer } : null}
      />
      {!locked ? (
        <ActionRow>
          <PrimaryButton $size="lg" type="button" disabled={disabled || tentative === null} onClick={() => tentative !== null && onCheck(tentative)}>
            정답 확인
          </PrimaryButton>
        </ActionRow>
      ) : null}
      {locked && !verdict ? (
        <Waiting role="status" data-testid="verdict-waiting">
          {saveLabel ?? '채점 중…'} {saveLabel?.startsWith('오프라인') ? '(채점 결과는 전송한 뒤에 표시됩니다)' : ''}
        </Waiting>
      ) : null}
      {verdict ? (
        <>
          <Verdict role="status" data-testid="verdict" data-correct={verdict.isCorrect ? 'true' : 'false'} $correct={verdict.isCorrect}>
            {verdict.isCorrect ? (
              <>
                <Tag $tone="success">정답</Tag> 맞혔습니다!
              </>
            ) : (
              <>
                <Tag $tone="danger">오답</Tag> 정답은 {choiceSymbol(verdict.answer)}번입니다.
                {committed !== null ? ` (내 답 ${choiceSymbol(committed)})` : ''}
              </>
            )}
          </Verdict>
          <Explanation text={verdict.explanation} format={format} answer={verdict.answer} />
        </>
      ) : null}
    </Card>
  );
}

const Card = styled.article`
  ${problemScale}
  padding: 22px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.75;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px 14px;
  }
`;

const Verdict = styled.p<{ $correct: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 18px;
  color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.danger)};
  font-size: 1.05em;
  font-weight: 700;
`;

const Waiting = styled.p`
  margin-top: 16px;
  color: ${({ theme }) => theme.colors.warn};
  font-size: 14px;
  font-weight: 600;
`;
