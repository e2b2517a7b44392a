/**
 * 감사 로그 (ADR 13 and 24): every operator change of the brand, newest first, a page at a time by id
 * (`?before=<id>`: the log grows while it is read, so pages are keyed, not numbered). Each row names who, what and
 * when (KST) and opens to the fields that changed, before and after.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { formatKstDateTime } from '../../config/kst';
import { type AuditEvent, consoleAuditEventsKey, listAuditEvents } from '../api/console-audit-events-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { EmptyState } from '../ui/page-layout';
import { auditActionLabel, auditChanges } from './console-format';
import { ConsoleTable, Muted, TableScroller } from './console-table';

const PAGE_SIZE = 50;

function beforeFromQuery(value: unknown): number | undefined {
  return typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : undefined;
}

export function AuditLog() {
  const router = useRouter();
  const before = beforeFromQuery(router.query.before);
  const events = useQuery({
    queryKey: consoleAuditEventsKey(before),
    queryFn: () => listAuditEvents(getBrowserCbtClient(), { before, limit: PAGE_SIZE }),
    enabled: router.isReady,
  });
  if (events.isError) return <EmptyState title="감사 로그를 불러오지 못했습니다.">{getErrorMessage(events.error)}</EmptyState>;
  if (!events.data) return <Muted role="status">불러오는 중…</Muted>;
  if (events.data.items.length === 0) return <EmptyState title="기록이 없습니다." />;
  const { nextBefore } = events.data;
  return (
    <>
      <TableScroller>
        <ConsoleTable>
          <caption className="visually-hidden">감사 로그 (최신순)</caption>
          <thead>
            <tr>
              <th scope="col">일시</th>
              <th scope="col">처리자</th>
              <th scope="col">작업</th>
              <th scope="col">대상</th>
              <th scope="col">변경 내용</th>
            </tr>
          </thead>
          <tbody>
            {events.data.items.map((event) => (
              <AuditRow key={event.id} event={event} />
            ))}
          </tbody>
        </ConsoleTable>
      </TableScroller>
      <Pager aria-label="감사 로그 페이지">
        {before !== undefined ? <Link href="/audit">최신 기록으로</Link> : null}
        {nextBefore !== null ? <Link href={`/audit?before=${nextBefore}`}>이전 기록 더 보기</Link> : null}
      </Pager>
    </>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const changes = auditChanges(event.before, event.after);
  return (
    <tr data-testid="audit-row" data-action={event.action}>
      <td>{formatKstDateTime(event.at)}</td>
      <td>
        {event.actor ? event.actor.username : '시스템 (명령)'}
        {event.actor ? <Muted>{event.actor.email}</Muted> : null}
      </td>
      <td>
        {auditActionLabel(event.action)}
        <Muted>{event.action}</Muted>
      </td>
      <td>
        {event.resourceType}
        <Muted>#{event.resourceId}</Muted>
      </td>
      <td>
        {changes.length === 0 ? (
          <Muted>바뀐 항목 없음</Muted>
        ) : (
          <details>
            <summary>바뀐 항목 {changes.length}개</summary>
            <ChangeList>
              {changes.map((change) => (
                <li key={change.field}>
                  <code>{change.field}</code>: <del>{change.before}</del> → <ins>{change.after}</ins>
                </li>
              ))}
            </ChangeList>
          </details>
        )}
      </td>
    </tr>
  );
}

const ChangeList = styled.ul`
  display: grid;
  gap: 4px;
  margin-top: 6px;
  padding-left: 16px;
  max-width: 420px;
  overflow-wrap: anywhere;
  del {
    color: ${({ theme }) => theme.colors.danger};
  }
  ins {
    color: ${({ theme }) => theme.colors.success};
    text-decoration: none;
  }
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  gap: 16px;
  margin-top: 16px;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;
