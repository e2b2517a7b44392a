/**
 * 스크랩에서 가져오기 (스펙 관리 activities): the member's scrapped postings, paged, each of which fills the activity's
 * title, organisation and kind and links the entry to the posting. The list is the scrap page's own query, so it is
 * shared with /accounts/scrap.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { ScrappedPosting } from '../../api/posting-calendar-api';
import { LoadingState, QueryError } from '../../ui/query-state';
import { ButtonBase } from '../../ui/button';
import { pageCount } from '../../ui/pagination';
import { browserPortalClient } from '../../api/portal-client';
import { scrapQueries } from '../scraps/scrap-queries';
import { POSTING_KIND_TO_ACTIVITY } from '../../career-specs/career-spec-labels';

const PAGE_SIZE = 5;

export interface ScrapImportProps {
  linkedTitle: string | null;
  onPick: (posting: ScrappedPosting, kind: string | undefined) => void;
  onUnlink: () => void;
}

export function ScrapImport({ linkedTitle, onPick, onUnlink }: ScrapImportProps) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const scraps = useQuery({ ...scrapQueries.list(browserPortalClient, { page, pageSize: PAGE_SIZE }), enabled: open });
  const pages = scraps.data ? pageCount(scraps.data.totalCount, PAGE_SIZE) : 1;

  return (
    <Box>
      <Row>
        {linkedTitle ? (
          <Linked data-testid="linked-posting">
            스크랩한 공고와 연결됨: <strong>{linkedTitle}</strong>
            <ButtonBase type="button" onClick={onUnlink}>
              연결 해제
            </ButtonBase>
          </Linked>
        ) : (
          <Note>스크랩한 공고에서 활동명과 기관을 가져올 수 있어요.</Note>
        )}
        <ButtonBase type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? '스크랩 목록 닫기' : '스크랩에서 가져오기'}
        </ButtonBase>
      </Row>
      {open ? (
        scraps.isPending ? (
          <LoadingState label="스크랩한 공고를 불러오는 중입니다…" />
        ) : scraps.isError ? (
          <QueryError error={scraps.error} onRetry={() => void scraps.refetch()} />
        ) : scraps.data.nodes.length === 0 ? (
          <Note role="status">아직 스크랩한 공고가 없어요.</Note>
        ) : (
          <>
            <List aria-label="스크랩한 공고" data-testid="scrap-import-list">
              {scraps.data.nodes.map((posting) => (
                <li key={posting.id}>
                  <span>
                    <strong>{posting.title}</strong>
                    <small>{posting.organiserName}</small>
                  </span>
                  <ButtonBase
                    type="button"
                    aria-label={`${posting.title} 가져오기`}
                    onClick={() => {
                      onPick(posting, POSTING_KIND_TO_ACTIVITY[posting.kind]);
                      setOpen(false);
                    }}
                  >
                    가져오기
                  </ButtonBase>
                </li>
              ))}
            </List>
            {pages > 1 ? (
              <Pager aria-label="스크랩 페이지">
                <ButtonBase type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  이전
                </ButtonBase>
                <span>
                  {page} / {pages}
                </span>
                <ButtonBase type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  다음
                </ButtonBase>
              </Pager>
            ) : null}
          </>
        )
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 10px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Note = styled.p`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Linked = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 14px;
`;

const List = styled.ul`
  display: grid;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 14px;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  span {
    display: grid;
    min-width: 0;
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
`;
