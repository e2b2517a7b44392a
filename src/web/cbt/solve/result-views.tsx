/**
 * Score (spec §2.1 /cbt/practice/score) and analysis (/cbt/practice/result) of a closed record, and the
 * notice shown when a record is still open.
 */
import { Link } from '../../ui/link';
import styled from 'styled-components';
import type { RecordResult } from '../../api/records-api';
import { mobileQuery } from '../../styles/theme';
import { formatKstDateTime } from '../../../config/kst';
import { formatDuration, formatPercent } from './format';
import { ActionRow, Muted, Panel, SectionHeading } from './solve-layout';

export interface ScoreLinks {
  result: string;
  solution: string;
  retry: string | null;
}

export function ScoreView({ result, links }: { result: RecordResult; links: ScoreLinks }) {
  // The server decides the verdict (src/server/records/decide-pass-verdict.ts) so every screen says the same.
  const { verdict } = result;
  const wrong = result.totalCount - result.correctCount;
  const comparable = result.source !== 'REVIEW';
  return (
    <div data-testid="score-view" data-record={result.recordIdx}>
      <ScorePanel>
        <Status data-status={result.status}>
          {result.status === 'EXPIRED' ? '시간 종료로 자동 제출되었습니다' : '답안지를 제출했습니다'}
        </Status>
        <ScoreLine aria-label={`${result.score}점 (100점 만점)`}>
          <ScoreNumber data-testid="score-value">{result.score}</ScoreNumber>
          <span>점 / 100점</span>
        </ScoreLine>
        <CountLine>
          정답 <strong data-testid="score-correct">{result.correctCount}</strong> / <span data-testid="score-total">{result.totalCount}</span>문항
          <span aria-hidden="true"> · </span>
          오답 <strong data-testid="score-wrong">{wrong}</strong>
          {result.totalCount - result.answeredCount > 0 ? ` (안 푼 문제 ${result.totalCount - result.answeredCount} 포함)` : ''}
        </CountLine>
        {comparable ? (
          <PassBox data-testid="pass-verdict" data-passed={verdict.passed ? 'true' : 'false'} $passed={verdict.passed}>
            <strong>{verdict.passed ? '합격권입니다' : '아직 합격권이 아닙니다'}</strong>
            <span>
              {verdict.failedSubjects.length
                ? `과락 과목: ${verdict.failedSubjects.join(', ')}`
                : verdict.passed
                  ? '평균과 모든 과목이 기준을 넘었습니다.'
                  : `평균 ${verdict.passAverage}점까지 ${verdict.passAverage - result.score}점 남았습니다.`}
            </span>
            <small>
              참고 기준: 평균 {verdict.passAverage}점 이상, 과목별 {verdict.subjectCutoff}점 이상
            </small>
          </PassBox>
        ) : null}
        <ActionRow>
          <LinkButton href={links.result} $primary>
            성적 분석 보기
          </LinkButton>
          <LinkButton href={links.solution}>해설 보기</LinkButton>
          {wrong > 0 ? <LinkButton href={`${links.solution}?filter=wrong`}>틀린 문제 해설</LinkButton> : null}
          <LinkButton href="/mycbt/note" data-testid="score-note-link">
            틀린 문제 오답노트 보기
          </LinkButton>
          {links.retry ? <LinkButton href={links.retry}>다시 풀기</LinkButton> : null}
        </ActionRow>
      </ScorePanel>
      <Muted style={{ marginTop: 12 }}>
        {formatKstDateTime(result.submittedAt)} 제출 · 걸린 시간 {formatDuration(result.durationSeconds)} ·{' '}
        <TextLink href="/mycbt/review">내 CBT 결과 모두 보기</TextLink>
      </Muted>
    </div>
  );
}

export function ResultView({ result, links }: { result: RecordResult; links: ScoreLinks }) {
  const limit = result.timeLimitSeconds;
  const timeShare = limit ? Math.min(100, Math.round((result.durationSeconds / limit) * 100)) : null;
  return (
    <div data-testid="result-view" data-record={result.recordIdx}>
      <Stats>
        <Stat>
          <dt>점수</dt>
          <dd data-testid="result-score">{result.score}점</dd>
        </Stat>
        <Stat>
          <dt>정답률</dt>
          <dd data-testid="result-correct-rate">{formatPercent(result.correctRate)}%</dd>
          <StatNote data-testid="result-correct">
            {result.correctCount} / {result.totalCount}문항
          </StatNote>
        </Stat>
        <Stat>
          <dt>걸린 시간</dt>
          <dd data-testid="result-duration">{formatDuration(result.durationSeconds)}</dd>
          {limit ? <StatNote>제한 시간 {formatDuration(limit)}</StatNote> : null}
        </Stat>
        <Stat>
          <dt>순위</dt>
          {result.rank !== null && result.participantCount !== null ? (
            <>
              <dd data-testid="result-rank">
                {result.rank}등 / {result.participantCount}명
              </dd>
              <StatNote>
                상위 {formatPercent(result.topPercent ?? 100)}% · 백분위 {formatPercent(result.percentile ?? 0)}
              </StatNote>
            </>
          ) : (
            <>
              <dd>-</dd>
              <StatNote>오답 다시 풀기는 순위를 매기지 않습니다</StatNote>
            </>
          )}
        </Stat>
      </Stats>

      {timeShare !== null ? (
        <Panel style={{ marginTop: 20 }}>
          <SectionHeading>시간 사용</SectionHeading>
          <Bar aria-hidden="true">
            <BarFill style={{ width: `${timeShare}%` }} />
          </Bar>
          <Muted style={{ marginTop: 8 }}>
            제한 시간의 {timeShare}%를 사용했습니다 ({formatDuration(result.durationSeconds)} / {formatDuration(limit ?? 0)}).
          </Muted>
        </Panel>
      ) : null}

      <Panel style={{ marginTop: 20 }}>
        <SectionHeading>과목별 점수</SectionHeading>
        <SubjectList>
          {result.subjects.map((s) => (
            <SubjectRow key={s.subject} data-testid="subject-row" data-subject={s.subject}>
              <SubjectName>{s.subject}</SubjectName>
              <Bar role="img" aria-label={`${s.subject} ${s.score}점, ${s.total}문항 중 ${s.correct}문항 정답`}>
                <BarFill style={{ width: `${s.score}%` }} $low={s.score < result.verdict.subjectCutoff} />
              </Bar>
              <SubjectScore>
                {s.score}점 <small>({s.correct}/{s.total})</small>
              </SubjectScore>
            </SubjectRow>
          ))}
        </SubjectList>
      </Panel>

      <ActionRow>
        <LinkButton href={links.solution} $primary>
          해설 보기
        </LinkButton>
        <LinkButton href="/mycbt/note">틀린 문제 오답노트 보기</LinkButton>
        <LinkButton href="/mycbt/review">내 CBT 결과</LinkButton>
      </ActionRow>
      <Muted style={{ marginTop: 12 }}>
        {formatKstDateTime(result.startedAt)} 시작 · {formatKstDateTime(result.submittedAt)} 제출
      </Muted>
    </div>
  );
}

export function NotSubmittedNotice({ continueHref }: { continueHref: string | null }) {
  return (
    <Panel data-testid="not-submitted">
      <SectionHeading>아직 제출하지 않은 답안지입니다</SectionHeading>
      <Muted>답안지를 제출한 뒤에 점수와 해설을 볼 수 있습니다.</Muted>
      <ActionRow>
        {continueHref ? (
          <LinkButton href={continueHref} $primary>
            이어서 풀기
          </LinkButton>
        ) : null}
        <LinkButton href="/">홈으로</LinkButton>
      </ActionRow>
    </Panel>
  );
}

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
`;

export const LinkButton = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary }) => ($primary ? '#fff' : 'inherit')};
  font-weight: 700;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ScorePanel = styled(Panel)`
  text-align: center;
  ${ActionRow} {
    justify-content: center;
  }
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  &[data-status='EXPIRED'] {
    color: ${({ theme }) => theme.colors.warn};
  }
`;

const ScoreLine = styled.p`
  margin-top: 8px;
  font-size: 18px;
  font-weight: 700;
`;

const ScoreNumber = styled.strong`
  margin-right: 4px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 64px;
  font-weight: 900;
  line-height: 1.1;
  ${({ theme }) => mobileQuery(theme)} {
    font-size: 52px;
  }
`;

const CountLine = styled.p`
  margin-top: 8px;
  font-size: 16px;
  strong {
    font-size: 18px;
  }
`;

const PassBox = styled.div<{ $passed: boolean }>`
  display: grid;
  gap: 4px;
  max-width: 440px;
  margin: 20px auto 0;
  padding: 14px 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $passed }) => `${$passed ? theme.colors.success : theme.colors.warn}1a`};
  strong {
    color: ${({ theme, $passed }) => ($passed ? theme.colors.success : theme.colors.warn)};
    font-size: 17px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  display: grid;
  gap: 2px;
  padding: 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    font-size: 22px;
    font-weight: 800;
  }
`;

/** A stat's note is a second description of its term (a <dl> group holds only dt and dd). */
const StatNote = styled.dd`
  && {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12px;
    font-weight: 400;
  }
`;

const Bar = styled.div`
  height: 14px;
  overflow: hidden;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
`;

const BarFill = styled.div<{ $low?: boolean }>`
  height: 100%;
  border-radius: 999px;
  background: ${({ theme, $low }) => ($low ? theme.colors.danger : theme.colors.primary)};
`;

const SubjectList = styled.ul`
  display: grid;
  gap: 12px;
`;

const SubjectRow = styled.li`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr) 110px;
  align-items: center;
  gap: 12px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: minmax(0, 1fr) auto;
    ${Bar} {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;

const SubjectName = styled.span`
  font-weight: 600;
`;

const SubjectScore = styled.span`
  font-weight: 700;
  text-align: right;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
`;

