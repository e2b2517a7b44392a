/**
 * /cbt/practice: the member's mock exams still in progress, to resume (the server's clock kept running
 * while they were away), or an empty state leading home.
 */
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { EmptyState, PrimaryLink } from '../../ui/page-layout';
import { formatKstDateTime } from '../../../config/kst';
import { LinkButton } from './result-views';
import { Muted, Panel, SolvePage } from './solve-layout';
import { useUserRecords } from './solve-queries';
import { solveRoutes, solvingRouteOf } from './solve-routes';

export function PracticeListScreen() {
  const records = useUserRecords();
  const open = (records.data?.items ?? []).filter((r) => r.status === 'IN_PROGRESS' && r.mode === 'MOCK');
  return (
    <SolvePage bar={{ title: '진행 중인 모의고사', exitHref: solveRoutes.myResults(), exitLabel: 'CBT 결과' }} narrow>
      <Heading>진행 중인 실전 모의고사</Heading>
      <Muted>시험 시간은 나가 있는 동안에도 흐릅니다. 종료 시각이 지나면 저장된 답안으로 자동 채점됩니다.</Muted>
      {open.length === 0 ? (
        <EmptyState
          title="진행 중인 모의고사가 없습니다"
          action={
            <PrimaryLink as={Link} href="/">
              시험 보러 가기
            </PrimaryLink>
          }
        >
          시험 정보에서 실전 모의고사를 시작하면 이곳에서 이어서 풀 수 있습니다.
        </EmptyState>
      ) : (
        <List>
          {open.map((r) => (
            <Item key={r.recordIdx} data-testid="practice-item" data-record={r.recordIdx}>
              <div>
                <Title>{r.title}</Title>
                {r.examTitle ? <Muted>{r.examTitle}</Muted> : null}
                <Muted>
                  {formatKstDateTime(r.startedAt)} 시작
                  {r.deadlineAt ? ` · ${formatKstDateTime(r.deadlineAt)} 종료 예정` : ''} · {r.totalCount}문항
                </Muted>
              </div>
              <LinkButton href={solvingRouteOf(r)} $primary>
                이어서 풀기
              </LinkButton>
            </Item>
          ))}
        </List>
      )}
    </SolvePage>
  );
}

const Heading = styled.h1`
  margin-bottom: 6px;
  font-size: 24px;
  font-weight: 800;
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin-top: 20px;
`;

const Item = styled(Panel).attrs({ as: 'li' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Title = styled.h2`
  font-size: 17px;
  font-weight: 700;
`;
