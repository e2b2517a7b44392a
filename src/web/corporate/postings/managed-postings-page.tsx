/**
 * 공고 관리 (spec §2.5 corporate `/activities/{status}`): the company's own postings of one tab —
 * ALL (rejected ones with their reason), DRAFT, IN_REVIEW, OPEN, CLOSED — with views, scraps and comments (and, for
 * postings that take applications on the portal, the applicants count linking to /applicants/{id}; ADR 26), paged;
 * edit (back into /register/activity), close early and delete a draft (each asked first), duplicate as a new draft.
 * What each posting allows comes from the server (canEdit, canClose, …), so the page never re-derives the rules.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { formatKstDay } from '../../../config/kst';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import {
  closePostingEarly,
  deletePostingDraft,
  duplicatePosting,
  type ManagedPostingRow,
} from '../../api/posting-management-api';
import { MANAGED_POSTING_FILTERS, MANAGED_POSTINGS_PAGE_SIZE, type ManagedPostingFilter } from '../../../contracts/postings';
import { LoadingState, QueryError } from '../../ui/query-state';
import { useModal } from '../../modal/modal-provider';
import { getBrowserPortalClient } from '../../api/portal-client';
import { siteUrl } from '../../brand/portal-links';
import { POSTING_KIND_LABELS } from '../../postings/posting-labels';
import { browserPortalClient } from '../../api/portal-client';
import type { ShellPageProps } from '../../ssr/shell-page';
import { useToast } from '../../toast/toast-provider';
import { ButtonBase } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState, PageContainer, PageTitle, PrimaryLink } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { postingManagementKeys, postingManagementQueries } from './posting-management-queries';
import { PostingAccessNotice, type PostingPageProps } from './posting-page-access';

export const MANAGED_TAB_LABELS: Record<ManagedPostingFilter, string> = {
  ALL: '전체',
  DRAFT: '임시저장',
  IN_REVIEW: '검토 중',
  OPEN: '게시 중',
  CLOSED: '마감',
};

const STATUS_LABELS: Record<string, string> = {
  DRAFT: '임시저장',
  IN_REVIEW: '검토 중',
  REJECTED: '반려',
  UPCOMING: '모집예정',
  OPEN: '모집중',
  CLOSED: '마감',
};

const COUNT_KEYS = { ALL: 'all', DRAFT: 'draft', IN_REVIEW: 'inReview', OPEN: 'open', CLOSED: 'closed' } as const;

export interface ManagedPostingsProps {
  status: ManagedPostingFilter;
  page: number;
}

export function ManagedPostingsPage({ access, status, page, siteOrigins }: ShellPageProps & PostingPageProps & ManagedPostingsProps) {
  return (
    <PageContainer data-testid="managed-postings-page">
      <PageTitle>공고 관리</PageTitle>
      {access === 'ready' ? (
        <ManagedPostings status={status} page={page} portalUrl={(path) => siteUrl(siteOrigins, 'portal', path)} />
      ) : (
        <PostingAccessNotice access={access} />
      )}
    </PageContainer>
  );
}

function ManagedPostings({ status, page, portalUrl }: ManagedPostingsProps & { portalUrl: (path: string) => string }) {
  const query = useQuery(postingManagementQueries.list(browserPortalClient, status, page));
  const counts = query.data?.counts;
  return (
    <>
      <Toolbar>
        <Tabs aria-label="공고 상태">
          {MANAGED_POSTING_FILTERS.map((tab) => (
            <Link key={tab} href={`/activities/${tab}`} aria-current={tab === status ? 'page' : undefined} data-testid={`tab-${tab}`}>
              {MANAGED_TAB_LABELS[tab]}
              {counts ? ` ${counts[COUNT_KEYS[tab]].toLocaleString('en-US')}` : ''}
            </Link>
          ))}
        </Tabs>
        <PrimaryLink href="/register/activity">공고 등록</PrimaryLink>
      </Toolbar>
      {query.isPending ? <LoadingState /> : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        query.data.nodes.length === 0 ? (
          <EmptyState title="공고가 없습니다.">공고를 등록하고 검토를 요청해보세요.</EmptyState>
        ) : (
          <>
            <List data-testid="managed-postings">
              {query.data.nodes.map((posting) => (
                <ManagedPostingRow key={posting.id} posting={posting} portalUrl={portalUrl} />
              ))}
            </List>
            <LinkPagination
              page={page}
              pageSize={MANAGED_POSTINGS_PAGE_SIZE}
              totalCount={query.data.totalCount}
              hrefFor={(n) => `/activities/${status}${n > 1 ? `?page=${n}` : ''}`}
            />
          </>
        )
      ) : null}
    </>
  );
}

/** `2026.03.01 ~ 2026.03.31`; a draft's day not yet chosen reads 미정. */
function receptionText(startDay: string | null, endDay: string | null): string {
  const day = (value: string | null) => (value ? formatKstDay(`${value}T00:00:00+09:00`) : '미정');
  return `${day(startDay)} ~ ${day(endDay)}`;
}

function ManagedPostingRow({ posting, portalUrl }: { posting: ManagedPostingRow; portalUrl: (path: string) => string }) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: postingManagementKeys.all });
  const act = useMutation({
    mutationFn: async (action: 'close' | 'duplicate' | 'delete') => {
      const client = getBrowserPortalClient();
      if (action === 'close') await closePostingEarly(client, posting.id);
      else if (action === 'duplicate') await duplicatePosting(client, posting.id);
      else await deletePostingDraft(client, posting.id);
      return action;
    },
    onSuccess: (action) => {
      toast(action === 'close' ? '공고를 마감했습니다.' : action === 'duplicate' ? '복제한 공고를 임시저장했습니다.' : '공고를 삭제했습니다.', 'success');
      void refresh();
    },
    onError: (error) => toast(graphqlErrorMessage(error, '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error'),
  });

  const confirm = (action: 'close' | 'delete') =>
    modal.openModal((close) => (
      <ConfirmDialog
        title={action === 'close' ? '공고를 조기 마감할까요?' : '임시저장한 공고를 삭제할까요?'}
        message={action === 'close' ? '지금 바로 접수가 마감되고, 커리어로드에 마감으로 표시됩니다.' : '삭제한 공고는 되돌릴 수 없습니다.'}
        confirmLabel={action === 'close' ? '조기 마감' : '삭제'}
        testId={`posting-${action}-dialog`}
        onCancel={close}
        onConfirm={() => {
          close();
          act.mutate(action);
        }}
      />
    ));

  const live = posting.reviewStatus === 'PUBLISHED';
  return (
    <Row data-testid="managed-posting" data-posting-id={posting.id} data-status={posting.managementStatus}>
      <div>
        <Meta>
          <Badge data-testid="managed-posting-status">{STATUS_LABELS[posting.managementStatus] ?? posting.managementStatus}</Badge>
          <span>{POSTING_KIND_LABELS[posting.kind]}</span>
          <span data-testid="managed-posting-reception">접수 {receptionText(posting.receptionStartDay, posting.receptionEndDay)}</span>
        </Meta>
        <Title>
          {live ? (
            <a href={portalUrl(`/activity/${posting.id}`)} target="_blank" rel="noopener noreferrer">
              {posting.title}
              <span className="visually-hidden"> (새 창)</span>
            </a>
          ) : (
            posting.title
          )}
        </Title>
        {posting.managementStatus === 'REJECTED' && posting.rejectionReason ? (
          <Reason data-testid="managed-posting-rejection">반려 사유: {posting.rejectionReason}</Reason>
        ) : null}
        <Counts>
          <span>조회 {posting.views.toLocaleString('en-US')}</span>
          <span>스크랩 {posting.scrapCount.toLocaleString('en-US')}</span>
          <span>댓글 {posting.commentCount.toLocaleString('en-US')}</span>
          {posting.acceptsApplications ? (
            <Link href={`/applicants/${posting.id}`} data-testid="posting-applicants-link">
              지원자 {posting.applicantCount.toLocaleString('en-US')}명<span className="visually-hidden">: {posting.title}</span>
            </Link>
          ) : null}
        </Counts>
      </div>
      <Actions>
        {posting.canEdit ? (
          <ButtonBase as={Link} href={`/register/activity?id=${posting.id}`} data-testid="edit-posting">
            수정<span className="visually-hidden">: {posting.title}</span>
          </ButtonBase>
        ) : null}
        {posting.canClose ? (
          <ButtonBase type="button" onClick={() => confirm('close')} disabled={act.isPending} data-testid="close-posting">
            조기 마감<span className="visually-hidden">: {posting.title}</span>
          </ButtonBase>
        ) : null}
        <ButtonBase type="button" onClick={() => act.mutate('duplicate')} disabled={act.isPending} data-testid="duplicate-posting">
          복제<span className="visually-hidden">: {posting.title}</span>
        </ButtonBase>
        {posting.canDelete ? (
          <ButtonBase type="button" onClick={() => confirm('delete')} disabled={act.isPending} data-testid="delete-posting">
            삭제<span className="visually-hidden">: {posting.title}</span>
          </ButtonBase>
        ) : null}
      </Actions>
    </Row>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 20px 0;
`;

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.text};
    color: #fff;
    font-weight: 700;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Badge = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h2`
  margin-top: 4px;
  font-size: 17px;
`;

const Reason = styled.p`
  margin-top: 6px;
  color: #a11d1d;
  font-size: 14px;
`;

const Counts = styled.p`
  display: flex;
  gap: 12px;
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;
