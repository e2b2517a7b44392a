/**
 * 기본 정보 (스펙 관리 `section=info`): the member's profile details as /profile keeps them, read-only with a link to
 * edit them there, and the completeness overview — a percentage and the checklist of weighted parts, each linking to
 * the section that fills it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { LoadingState, QueryError } from '../../ui/query-state';
import { Card } from '../../ui/page-layout';
import { browserPortalClient } from '../../api/portal-client';
import { COMPLETENESS_PART_LABELS } from '../../career-specs/career-spec-labels';
import { specSectionHref } from './career-spec-page-state';
import { careerSpecQueries } from './career-spec-queries';
import { formatPhone } from '../../ui/format';

export function CareerInfoSection() {
  const overview = useQuery(careerSpecQueries.overview(browserPortalClient));
  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const { basics, completenessPercent, completeness } = overview.data;
  const shown = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '미입력' : String(value));
  const rows: Array<[string, string | number | null | undefined]> = [
    ['이름', basics.name],
    ['이메일', basics.email],
    ['연락처', basics.phone ? formatPhone(basics.phone) : null],
    ['출생연도', basics.birthYear],
    ['학교', basics.school],
    ['전공', basics.major],
  ];

  return (
    <Layout>
      <Panel as="section" aria-labelledby="spec-completeness-heading" data-testid="spec-completeness">
        <PanelHeading id="spec-completeness-heading">스펙 완성도</PanelHeading>
        <Percent data-testid="completeness-percent">{completenessPercent}%</Percent>
        <Bar role="progressbar" aria-label="스펙 완성도" aria-valuemin={0} aria-valuemax={100} aria-valuenow={completenessPercent}>
          <span style={{ width: `${completenessPercent}%` }} />
        </Bar>
        <Checklist aria-label="완성도 항목">
          {completeness.map((item) => {
            const part = COMPLETENESS_PART_LABELS[item.part];
            const href = part?.section ? specSectionHref(part.section) : '/profile';
            return (
              <li key={item.part} data-done={item.done} data-testid={`completeness-${item.part}`}>
                <Mark aria-hidden="true" $done={item.done}>
                  {item.done ? '✓' : ''}
                </Mark>
                <span>
                  <strong>{part?.label ?? item.part}</strong> <small>{part?.hint}</small>
                  <span className="sr-only">{item.done ? ' (완료)' : ' (미완료)'}</span>
                </span>
                <Weight>{item.weight}%</Weight>
                <Link href={href} aria-label={`${part?.label ?? item.part} ${item.done ? '보기' : '채우기'}`}>
                  {item.done ? '보기' : '채우기'}
                </Link>
              </li>
            );
          })}
        </Checklist>
      </Panel>
      <Panel as="section" aria-labelledby="spec-basics-heading" data-testid="spec-basics">
        <PanelTop>
          <PanelHeading id="spec-basics-heading">기본 정보</PanelHeading>
          <Link href="/profile">프로필에서 수정</Link>
        </PanelTop>
        <Details>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-empty={shown(value) === '미입력' || undefined}>{shown(value)}</dd>
            </div>
          ))}
        </Details>
      </Panel>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  gap: 16px;
  margin-top: 24px;
`;

const Panel = styled(Card)`
  display: grid;
  align-content: start;
  gap: 14px;
  padding: 20px;
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
    text-decoration: underline;
  }
`;

const PanelTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

const PanelHeading = styled.h2`
  font-size: 18px;
  font-weight: 800;
`;

const Percent = styled.p`
  font-size: 40px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Bar = styled.div`
  height: 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: width 0.3s ease;
  }
`;

const Checklist = styled.ul`
  display: grid;
  gap: 8px;
  li {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr) auto auto;
    align-items: center;
    gap: 10px;
    font-size: 14px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: #fff;
  font-size: 13px;
  font-weight: 800;
`;

const Weight = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Details = styled.dl`
  display: grid;
  gap: 10px;
  div {
    display: grid;
    grid-template-columns: 90px minmax(0, 1fr);
    gap: 8px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  dd {
    overflow-wrap: anywhere;
  }
  dd[data-empty] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
