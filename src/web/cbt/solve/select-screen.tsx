/**
 * Choosing how to solve (spec §2.1 /cbt/select/…): one question at a time, or a timed mock exam; for random
 * sets also how many problems (10/20/30). Starting calls POST /apiV2/records, which resumes the member's
 * open attempt at the same set and mode instead of creating a second one, then opens the mode's screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { getErrorMessage, getErrorStatus, getServerMessage, loginRedirectUrl } from '../../api/error-catalogue';
import { getAllExamDetails } from '../../api/exam-details-api';
import { getExam } from '../../api/exams-api';
import { findExamDetailWithExam } from '../../api/exam-details-api';
import { createRecord, type CreateRecordBody, type RecordListItem, type RecordMode } from '../../api/records-api';
import { showAlert } from '../../modal/modal-provider';
import { getBrowserCbtClient } from '../../session/browser-client';
import { useCurrentUser } from '../../session/use-current-user';
import { mobileQuery } from '../../styles/theme';
import { formatKstDateTime } from '../../../config/kst';
import { formatDuration } from './format';
import { PrimaryButton } from '../../ui/button';
import { Muted, Panel, SolvePage } from './solve-layout';
import { solveKeys, useUserRecords } from './solve-queries';
import { solveRoutes, solvingRouteOf } from './solve-routes';

export const RANDOM_COUNTS = [10, 20, 30] as const;

const MODE_INFO: Record<RecordMode, { title: string; lead: string; points: string[] }> = {
  ONE: {
    title: '한 문제씩 풀기',
    lead: '문제를 풀 때마다 정답과 해설을 바로 확인합니다.',
    points: ['시간 제한 없이 내 속도로', '정답 확인 후 해설 바로 보기', '틀린 문제는 오답노트에 자동 저장'],
  },
  MOCK: {
    title: '실전 모의고사',
    lead: '실제 CBT 시험처럼 제한 시간 안에 풀고 답안지를 제출합니다.',
    points: ['남은 시간·안 푼 문제 표시', '답안 표기란과 검토 표시', '제출 후 점수·분석·해설'],
  },
};

function openRecordFor(records: readonly RecordListItem[] | undefined, mode: RecordMode, match: (r: RecordListItem) => boolean) {
  return records?.find((r) => r.status === 'IN_PROGRESS' && r.mode === mode && match(r)) ?? null;
}

function useStart() {
  const router = useRouter();
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState<RecordMode | null>(null);
  const start = async (mode: RecordMode, body: CreateRecordBody) => {
    if (!user) {
      await router.push(loginRedirectUrl(router.asPath));
      return;
    }
    setBusy(mode);
    try {
      const { sheet } = await createRecord(getBrowserCbtClient(), body);
      await router.push(solvingRouteOf(sheet));
    } catch (error) {
      setBusy(null);
      if (getErrorStatus(error) === 401) {
        await router.push(loginRedirectUrl(router.asPath));
        return;
      }
      void showAlert(getServerMessage(error) ?? getErrorMessage(error));
    }
  };
  return { start, busy, loggedIn: Boolean(user) };
}

function ModeCards({
  open,
  busy,
  loggedIn,
  disabled,
  mockLimit,
  onStart,
}: {
  open: Record<RecordMode, RecordListItem | null>;
  busy: RecordMode | null;
  loggedIn: boolean;
  disabled: boolean;
  mockLimit: string;
  onStart(mode: RecordMode): void;
}) {
  return (
    <Cards>
      {(['ONE', 'MOCK'] as const).map((mode) => {
        const info = MODE_INFO[mode];
        const resume = open[mode];
        return (
          <ModeCard key={mode} data-testid={`mode-${mode.toLowerCase()}`}>
            <ModeTitle>{info.title}</ModeTitle>
            <Muted>{info.lead}</Muted>
            <Points>
              {info.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
              {mode === 'MOCK' ? <li>제한 시간 {mockLimit}</li> : null}
            </Points>
            {resume ? (
              <ResumeNote data-testid="resume-note">
                {formatKstDateTime(resume.startedAt)}에 시작한 풀이가 있습니다. 이어서 풉니다.
              </ResumeNote>
            ) : null}
            <PrimaryButton $size="lg" type="button" disabled={disabled || busy !== null} onClick={() => onStart(mode)}>
              {busy === mode
                ? '준비 중…'
                : !loggedIn
                  ? '로그인하고 시작하기'
                  : resume
                    ? `${info.title} 이어서 풀기`
                    : `${info.title} 시작`}
            </PrimaryButton>
          </ModeCard>
        );
      })}
    </Cards>
  );
}

export function SelectPaperScreen({ examDetailIdx }: { examDetailIdx: number }) {
  const found = useQuery({
    queryKey: solveKeys.paper(examDetailIdx),
    queryFn: () => findExamDetailWithExam(getBrowserCbtClient(), examDetailIdx),
  });
  const { start, busy, loggedIn } = useStart();
  const records = useUserRecords(loggedIn);
  if (!found.data) return null;
  const { exam, examDetail: paper } = found.data;
  const match = (r: RecordListItem) => r.source === 'PAPER' && r.examDetailIdx === examDetailIdx;
  const open = { ONE: openRecordFor(records.data?.items, 'ONE', match), MOCK: openRecordFor(records.data?.items, 'MOCK', match) };
  const notEntitled = !exam.viewerIsEntitled;
  return (
    <SolvePage bar={{ title: '풀이 방식 선택', subtitle: exam.title, exitHref: solveRoutes.examDetail(exam.examIdx), exitLabel: '시험 정보' }}>
      <PaperInfo data-testid="paper-info">
        <Eyebrow>{exam.examTypes.map((t) => t.name).join(' › ')}</Eyebrow>
        <h1>{paper.title}</h1>
        <p>{exam.title}</p>
        <Facts>
          <li>
            문항 수 <strong data-testid="paper-problem-count">{paper.problemCount}</strong>문항
          </li>
          <li>
            제한 시간 <strong>{paper.timeLimitMinutes}</strong>분
          </li>
          {paper.viewerBestScore !== null ? (
            <li>
              내 최고 점수 <strong>{paper.viewerBestScore}</strong>점 ({paper.viewerRecordCount}회 응시)
            </li>
          ) : null}
        </Facts>
      </PaperInfo>
      {notEntitled ? <Notice role="alert">구매 후 이용할 수 있는 시험입니다. 시험 정보에서 구매할 수 있습니다.</Notice> : null}
      <ModeCards
        open={open}
        busy={busy}
        loggedIn={loggedIn}
        disabled={notEntitled || paper.problemCount === 0}
        mockLimit={`${paper.timeLimitMinutes}분`}
        onStart={(mode) => void start(mode, { mode, examDetailIdx })}
      />
    </SolvePage>
  );
}

export function SelectRandomScreen({ examIdx }: { examIdx: number }) {
  const examQuery = useQuery({
    queryKey: solveKeys.exam(examIdx),
    queryFn: async () => {
      const client = getBrowserCbtClient();
      const [exam, papers] = await Promise.all([getExam(client, examIdx), getAllExamDetails(client, examIdx)]);
      return { exam, papers };
    },
  });
  const { start, busy, loggedIn } = useStart();
  const records = useUserRecords(loggedIn);
  const [count, setCount] = useState<number>(20);
  if (!examQuery.data) return null;
  const { exam, papers } = examQuery.data;
  const match = (r: RecordListItem) => r.source === 'RANDOM' && r.examIdx === examIdx;
  const open = { ONE: openRecordFor(records.data?.items, 'ONE', match), MOCK: openRecordFor(records.data?.items, 'MOCK', match) };
  const available = exam.problemCount;
  const counts = RANDOM_COUNTS.filter((c) => c <= available);
  const choices = counts.length ? counts : available > 0 ? [available] : [];
  const chosen = choices.includes(count) ? count : (choices[choices.length - 1] ?? 0);
  // The server gives each drawn problem its paper's time per problem; the average makes a fair estimate.
  const totalSeconds = papers.reduce((sum, p) => sum + p.timeLimitMinutes * 60, 0);
  const totalProblems = papers.reduce((sum, p) => sum + p.problemCount, 0);
  const estimate = totalProblems ? Math.max(60, Math.ceil((totalSeconds / totalProblems) * chosen)) : 60;
  const notEntitled = !exam.viewerIsEntitled;
  return (
    <SolvePage bar={{ title: '랜덤 모의고사', subtitle: exam.title, exitHref: solveRoutes.examDetail(exam.examIdx), exitLabel: '시험 정보' }}>
      <PaperInfo data-testid="paper-info">
        <Eyebrow>{exam.examTypes.map((t) => t.name).join(' › ')}</Eyebrow>
        <h1>{exam.title} 랜덤 모의고사</h1>
        <p>
          {exam.examDetailCount}개 회차 {available}문항 중에서 무작위로 출제합니다.
        </p>
      </PaperInfo>
      <Panel>
        <CountFieldset>
          <Legend>문항 수</Legend>
          <CountOptions>
            {choices.map((c) => (
              <li key={c}>
                <CountLabel $on={c === chosen}>
                  <input
                    className="visually-hidden"
                    type="radio"
                    name="random-count"
                    value={c}
                    checked={c === chosen}
                    onChange={() => setCount(c)}
                  />
                  {c}문항
                </CountLabel>
              </li>
            ))}
          </CountOptions>
        </CountFieldset>
        <Muted style={{ marginTop: 10 }}>
          실전 모의고사 제한 시간 약 {formatDuration(estimate)}
          {open.ONE || open.MOCK ? ' · 진행 중인 랜덤 세트가 있으면 그 세트를 이어서 풉니다.' : ''}
        </Muted>
      </Panel>
      {notEntitled ? <Notice role="alert">구매 후 이용할 수 있는 시험입니다. 시험 정보에서 구매할 수 있습니다.</Notice> : null}
      <ModeCards
        open={open}
        busy={busy}
        loggedIn={loggedIn}
        disabled={notEntitled || chosen === 0}
        mockLimit={`약 ${formatDuration(estimate)}`}
        onStart={(mode) => void start(mode, { mode, examIdx, random: true, count: chosen })}
      />
    </SolvePage>
  );
}

const PaperInfo = styled.section`
  margin-bottom: 24px;
  h1 {
    margin: 4px 0;
    font-size: 26px;
    font-weight: 800;
    ${({ theme }) => mobileQuery(theme)} {
      font-size: 21px;
    }
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.primary} !important;
  font-size: 13px;
  font-weight: 700;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin-top: 12px;
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 18px;
  }
`;

const Notice = styled.p`
  margin: 16px 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.danger}14`};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin-top: 20px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: 1fr;
  }
`;

const ModeCard = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  ${PrimaryButton} {
    margin-top: auto;
  }
`;

const ModeTitle = styled.h2`
  font-size: 20px;
  font-weight: 800;
`;

const Points = styled.ul`
  display: grid;
  gap: 4px;
  margin-bottom: 8px;
  font-size: 14px;
  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const ResumeNote = styled.p`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.accent}1a`};
  font-size: 13px;
`;

const CountFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 10px;
  font-weight: 700;
`;

const CountOptions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const CountLabel = styled.label<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 42px;
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  cursor: pointer;
  font-weight: 700;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ${({ $on, theme }) =>
    $on &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: #fff;
    `}
`;
