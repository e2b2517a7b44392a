/**
 * /self-introduction/manage: the member's 자기소개서, last updated first, paged by `?page=`. Each row
 * shows the title, the target (company · 직무 · posting), the question count and when it was last saved (KST);
 * 새 자기소개서 creates one and opens its editor; 삭제 asks first (the letter and its kept versions are gone for good).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { formatKstDateTime } from '../../../config/kst';
import { COVER_LETTERS_DEFAULT_PAGE_SIZE } from '../../../contracts/cover-letters';
import { createCoverLetter, deleteCoverLetter, type CoverLetterSummary } from '../../api/cover-letters-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { useModal } from '../../modal/modal-provider';
import { toast } from '../../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Card, EmptyState, PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { LinkPagination } from '../../ui/pagination';
import { browserPortalClient } from '../../api/portal-client';
import { formatCount } from './answer-counts';
import {
  coverLetterKeys,
  coverLetterListHref,
  coverLetterPath,
  coverLetterQueries,
  parseCoverLetterListPage,
  UNTITLED_COVER_LETTER,
} from './cover-letter-queries';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { coverLetterMessages } from './cover-letter-messages';

function targetOf(letter: Pick<CoverLetterSummary, 'company' | 'job' | 'posting'>): string {
  const parts = [letter.company, letter.job, letter.posting?.title].filter((part): part is string => !!part && part.trim() !== '');
  return parts.length ? parts.join(' · ') : '지원 대상 미지정';
}

export function CoverLetterList() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const modal = useModal();
  const page = parseCoverLetterListPage(router.query);
  const list = useQuery({ ...coverLetterQueries.list(browserPortalClient, page), placeholderData: keepPreviousData });

  const create = useMutation({
    mutationFn: () => createCoverLetter(browserPortalClient, ''),
    onSuccess: async (letter) => {
      queryClient.setQueryData(coverLetterKeys.detail(letter.id), letter);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
      await router.push(coverLetterPath(letter.id));
    },
    onError: (error) => toast(graphqlErrorMessage(error, '자기소개서를 만들지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error'),
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteCoverLetter(browserPortalClient, id),
    onSuccess: async () => {
      toast('자기소개서를 삭제했습니다.', 'success');
      await queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
    },
    onError: (error) => toast(graphqlErrorMessage(error, '삭제하지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error'),
  });

  const confirmDelete = (letter: CoverLetterSummary) =>
    modal.openModal((close) => (
      <ConfirmDialog
        testId="cover-letter-delete-dialog"
        title="자기소개서를 삭제할까요?"
        message={coverLetterMessages.deleteQuestion(letter.title || UNTITLED_COVER_LETTER)}
        confirmLabel="삭제"
        onCancel={close}
        onConfirm={() => {
          close();
          remove.mutate(letter.id);
        }}
      />
    ));

  const newButton = (
    <PrimaryButton type="button" onClick={() => create.mutate()} disabled={create.isPending} data-testid="cover-letter-new">
      {create.isPending ? '만드는 중…' : '새 자기소개서'}
    </PrimaryButton>
  );

  return (
    <PageContainer>
      <Head>
        <div>
          <PageTitle>자기소개서</PageTitle>
          <PageLead>지원하는 회사와 문항별로 자기소개서를 쓰고, 글자 수를 확인하고, 저장된 버전을 되돌릴 수 있어요.</PageLead>
        </div>
        {newButton}
      </Head>
      <section aria-busy={list.isFetching} data-testid="cover-letter-results">
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.nodes.length === 0 ? (
          page > 1 && list.data.totalCount > 0 ? (
            <EmptyState title="이 페이지에는 자기소개서가 없습니다.">
              <Link href={coverLetterListHref(1)}>첫 페이지로 가기</Link>
            </EmptyState>
          ) : (
            <EmptyState title="아직 작성한 자기소개서가 없습니다.">새 자기소개서를 만들어 첫 문항을 써 보세요.</EmptyState>
          )
        ) : (
          <>
            <Count>
              전체 <strong>{formatCount(list.data.totalCount)}</strong>건
            </Count>
            <List aria-label="자기소개서 목록" data-testid="cover-letter-list">
              {list.data.nodes.map((letter) => (
                <Item key={letter.id} data-testid="cover-letter-item">
                  <div>
                    <h2>
                      <Link href={coverLetterPath(letter.id)}>{letter.title || UNTITLED_COVER_LETTER}</Link>
                    </h2>
                    <Meta>{targetOf(letter)}</Meta>
                    <Meta>
                      문항 {formatCount(letter.questionCount)}개 · 수정 <time dateTime={letter.updatedAt}>{formatKstDateTime(letter.updatedAt)}</time>
                    </Meta>
                  </div>
                  <ButtonBase type="button" onClick={() => confirmDelete(letter)} aria-label={`${letter.title || UNTITLED_COVER_LETTER} 삭제`}>
                    삭제
                  </ButtonBase>
                </Item>
              ))}
            </List>
            <LinkPagination
              page={page}
              pageSize={COVER_LETTERS_DEFAULT_PAGE_SIZE}
              totalCount={list.data.totalCount}
              hrefFor={coverLetterListHref}
              shallow
              label="자기소개서 페이지 이동"
            />
          </>
        )}
      </section>
    </PageContainer>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
`;

const Count = styled.p`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 20px;
  h2 {
    font-size: 17px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  h2 a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  margin-top: 4px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

