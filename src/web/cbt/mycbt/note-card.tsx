/**
 * One wrong-answer note: the problem (with its passage), the member's last wrong choice next to the answer,
 * the explanation, and the "익혔어요" toggle. Stored text is rendered by ProblemText in its format (plain text escaped,
 * or the server's sanitised HTML).
 */
import styled from 'styled-components';
import type { ReviewNote } from '../../api/review-notes-api';
import { mobileQuery } from '../../styles/theme';
import { ButtonBase } from '../../ui/button';
import { Badge } from '../catalogue/catalogue-ui';
import { formatKstDay } from '../../../config/kst';
import { Stack } from '../../ui/page-layout';
import { ProblemText } from '../../ui/problem-text';

const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨'];

/** `3` → `③` (choices are 1-based). */
export function choiceMark(choice: number): string {
  return CIRCLED[choice - 1] ?? `${choice}번`;
}

export interface NoteCardProps {
  note: ReviewNote;
  pending: boolean;
  onToggleMastered: (note: ReviewNote) => void;
}

export function NoteCard({ note, pending, onToggleMastered }: NoteCardProps) {
  const { problem } = note;
  const mastered = note.masteredAt !== null;
  const headingId = `note-${note.multipleProblemIdx}`;
  return (
    <Card
      aria-labelledby={headingId}
      data-testid="note-card"
      data-problem-idx={note.multipleProblemIdx}
      data-mastered={mastered ? 'true' : 'false'}
    >
      <Header>
        <Source>
          <span>{note.examTitle}</span>
          <span>{note.paperTitle}</span>
        </Source>
        <Badges>
          <Badge $tone="accent">{note.wrongCount}회 틀림</Badge>
          {mastered ? <Badge $tone="success">익힘</Badge> : null}
        </Badges>
      </Header>
      <Heading id={headingId}>
        {problem.number}번 <Subject>{problem.subject}</Subject>
      </Heading>

      {problem.passage ? (
        <PassageBox data-testid="passage">
          {problem.passage.title ? <strong>{problem.passage.title}</strong> : null}
          <ProblemText text={problem.passage.body} format={problem.passage.format} />
        </PassageBox>
      ) : null}
      <ProblemText text={problem.stem} format={problem.format} data-testid="note-stem" />

      <Choices>
        {problem.choices.map((choice, index) => {
          const n = index + 1;
          const isAnswer = n === note.answer;
          const isMine = n === note.lastWrongChoice;
          return (
            <ChoiceItem key={n} data-answer={isAnswer ? 'true' : undefined} data-mine={isMine ? 'true' : undefined}>
              <Mark aria-hidden="true">{choiceMark(n)}</Mark>
              <span className="visually-hidden">{n}번</span>
              <ChoiceText text={choice} format={problem.format} inline />
              {isAnswer ? <Badge $tone="success">정답</Badge> : null}
              {isMine ? <Badge $tone="accent">내 답</Badge> : null}
            </ChoiceItem>
          );
        })}
      </Choices>

      <AnswerLine data-testid="note-answer-line">
        <span>
          내가 고른 답{' '}
          <b data-testid="note-my-choice">{note.lastWrongChoice === null ? '미응답' : choiceMark(note.lastWrongChoice)}</b>
        </span>
        <span>
          정답 <b data-testid="note-answer">{choiceMark(note.answer)}</b>
        </span>
      </AnswerLine>

      <Explanation>
        <h4>해설</h4>
        <ProblemText text={note.explanation} format={problem.format} />
      </Explanation>

      <Footer>
        <small>마지막으로 틀린 날 {formatKstDay(note.lastWrongAt)}</small>
        <MasterButton
          type="button"
          aria-pressed={mastered}
          disabled={pending}
          onClick={() => onToggleMastered(note)}
          data-testid="master-button"
        >
          {mastered ? '익힘 취소' : '익혔어요'}
        </MasterButton>
      </Footer>
    </Card>
  );
}

const Card = styled(Stack).attrs({ as: 'article', $gap: 14 })`
  padding: 22px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &[data-mastered='true'] {
    background: ${({ theme }) => theme.colors.background};
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;

const Source = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 6px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  span + span::before {
    content: '·';
    margin-right: 6px;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: 6px;
`;

const Heading = styled.h3`
  font-size: 17px;
  font-weight: 700;
`;

const Subject = styled.span`
  margin-left: 6px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 14px;
  font-weight: 600;
`;

const PassageBox = styled(Stack).attrs({ $gap: 8 })`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  font-size: 14px;
`;

const Choices = styled.ol`
  display: grid;
  gap: 6px;
`;

const ChoiceItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 8px 12px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  &[data-answer='true'] {
    border-color: ${({ theme }) => `${theme.colors.success}66`};
    background: ${({ theme }) => `${theme.colors.success}10`};
  }
  &[data-mine='true'] {
    border-color: ${({ theme }) => `${theme.colors.danger}55`};
    background: ${({ theme }) => `${theme.colors.danger}0d`};
  }
`;

const ChoiceText = styled(ProblemText)`
  flex: 1;
`;

const Mark = styled.span`
  flex-shrink: 0;
  font-weight: 700;
`;

const AnswerLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  font-size: 14px;
  b {
    margin-left: 4px;
    font-size: 16px;
  }
`;

const Explanation = styled.div`
  display: grid;
  gap: 6px;
  padding: 14px 16px;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => `${theme.colors.primary}0a`};
  font-size: 14px;
  h4 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 14px;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
`;

const MasterButton = styled(ButtonBase)`
  &[aria-pressed='false'] {
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  }
`;
