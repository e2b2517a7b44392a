/**
 * 신고 관리 (ADR 20 and 24): posts and comments with open reports, hidden ones first (five members hid
 * them and they wait for a decision), each linked to its post on the brand's community host. A hidden target is
 * confirmed (숨김 유지) or restored (복구); a standing one is hidden (숨김) or its reports dismissed (기각: the post
 * stays and it takes five new reporters to hide it).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { Site } from '../../config/hosts';
import { formatKstDateTime } from '../../config/kst';
import {
  type ReportDecision,
  type ReportedTarget,
  consoleCommunityReportsKey,
  decideCommunityReport,
  listCommunityReports,
} from '../api/console-community-reports-api';
import { getErrorMessage } from '../api/error-catalogue';
import { REPORT_REASON_LABELS } from '../community-reports/report-dialog';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { EmptyState } from '../ui/page-layout';
import { LinkPagination, pageFromQuery } from '../ui/pagination';
import { reportReasonsText } from './console-format';
import { ConsoleTable, Muted, RowActions, StatusText, TableScroller } from './console-table';

const PAGE_SIZE = 20;

const DONE: Record<ReportDecision, string> = {
  hide: '숨김 처리했습니다.',
  restore: '복구했습니다.',
  dismiss: '신고를 기각했습니다.',
};

/** The post's page on the brand's community host (the console has none of its own). */
export function communityPostUrl(siteOrigins: Partial<Record<Site, string>>, target: Pick<ReportedTarget, 'board' | 'postId'>): string | null {
  const origin = siteOrigins.community;
  return origin ? `${origin}/community/${encodeURIComponent(target.board.slug)}/${target.postId}` : null;
}

export function CommunityReportQueue({ siteOrigins }: { siteOrigins: Partial<Record<Site, string>> }) {
  const router = useRouter();
  const page = pageFromQuery(router.query.page);
  const query = { page, pageSize: PAGE_SIZE };
  const targets = useQuery({
    queryKey: consoleCommunityReportsKey(query),
    queryFn: () => listCommunityReports(getBrowserCbtClient(), query),
    enabled: router.isReady,
  });
  if (targets.isError) return <EmptyState title="신고 목록을 불러오지 못했습니다.">{getErrorMessage(targets.error)}</EmptyState>;
  if (!targets.data) return <Muted role="status">불러오는 중…</Muted>;
  if (targets.data.items.length === 0) return <EmptyState title="처리할 신고가 없습니다." />;
  return (
    <>
      <TableScroller>
        <ConsoleTable>
          <caption className="visually-hidden">신고된 게시글과 댓글 (총 {targets.data.totalCount}건)</caption>
          <thead>
            <tr>
              <th scope="col">대상</th>
              <th scope="col">작성자</th>
              <th scope="col">신고</th>
              <th scope="col">상태</th>
              <th scope="col">처리</th>
            </tr>
          </thead>
          <tbody>
            {targets.data.items.map((target) => (
              <TargetRow key={`${target.kind}-${target.commentId ?? target.postId}`} target={target} href={communityPostUrl(siteOrigins, target)} />
            ))}
          </tbody>
        </ConsoleTable>
      </TableScroller>
      <LinkPagination
        page={page}
        pageSize={PAGE_SIZE}
        totalCount={targets.data.totalCount}
        hrefFor={(target) => (target > 1 ? `/community-reports?page=${target}` : '/community-reports')}
        label="신고 목록 페이지"
      />
    </>
  );
}

function TargetRow({ target, href }: { target: ReportedTarget; href: string | null }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const name = target.kind === 'POST' ? `게시글 "${target.postTitle}"` : `댓글 "${target.excerpt ?? ''}"`;

  const decide = async (decision: ReportDecision) => {
    setPending(true);
    try {
      await decideCommunityReport(getBrowserCbtClient(), target, decision);
      toast(DONE[decision], 'success');
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch (error) {
      toast(getErrorMessage(error), 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <tr data-testid="report-row" data-kind={target.kind} data-post-id={target.postId} data-comment-id={target.commentId ?? undefined}>
      <td>
        <Muted>
          {target.kind === 'POST' ? '게시글' : '댓글'} · {target.board.name}
        </Muted>
        {href ? (
          <a href={href} target="_blank" rel="noreferrer">
            {target.postTitle}
          </a>
        ) : (
          target.postTitle
        )}
        {target.excerpt !== null ? <Muted>“{target.excerpt}”</Muted> : null}
      </td>
      <td>{target.author?.username ?? '(탈퇴한 회원)'}</td>
      <td>
        <strong>{target.reportCount}명</strong>
        <Muted>{reportReasonsText(target.reasons, REPORT_REASON_LABELS)}</Muted>
        <Muted>첫 신고 {formatKstDateTime(target.oldestReportAt)}</Muted>
      </td>
      <td>
        <StatusText $tone={target.hidden ? 'danger' : 'muted'}>{target.hidden ? '숨김' : '게시 중'}</StatusText>
      </td>
      <td>
        <RowActions>
          <PrimaryButton type="button" disabled={pending} aria-label={`${name} ${target.hidden ? '숨김 유지' : '숨김'}`} onClick={() => void decide('hide')}>
            {target.hidden ? '숨김 유지' : '숨김'}
          </PrimaryButton>
          {target.hidden ? (
            <ButtonBase type="button" disabled={pending} aria-label={`${name} 복구`} onClick={() => void decide('restore')}>
              복구
            </ButtonBase>
          ) : (
            <ButtonBase type="button" disabled={pending} aria-label={`${name} 신고 기각`} onClick={() => void decide('dismiss')}>
              기각
            </ButtonBase>
          )}
        </RowActions>
      </td>
    </tr>
  );
}
