/**
 * The community home (`/` and `/community`): the shortcuts first (a member's bookmarked menus, then the default ones
 * they have not bookmarked: bookmarks add to the bar, never replace it), every menu with its boards and a new-post
 * mark, this week's most read posts and the newest ones.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../ui/link';
import styled from 'styled-components';
import type { BrandConfig } from '../../config/brands';
import type { CommunityHome } from '../api/community-posts-api';
import { LoadingState, QueryError } from '../ui/query-state';
import { PageContainer, PageLead, PageTitle } from '../ui/page-layout';
import { ButtonBase } from '../ui/button';
import { BookmarkIcon } from '../ui/icons';
import { CommunityPostList } from './community-post-list';
import { browserCommunityClient } from '../api/community-client';
import { boardHref, communityQueries, scrapsHref } from './community-queries';
import { CommunitySearchForm } from './community-search-form';

/** `커리어로드 커뮤니티`: the brand's name without the CBT app's suffix. */
export function communityName(brand: Pick<BrandConfig, 'name'>): string {
  return `${brand.name.replace(/\s*CBT$/, '')} 커뮤니티`;
}

/** A menu's page is its first board's. */
function menuHref(home: CommunityHome, menuId: string): string | null {
  const boards = home.menus.find((entry) => entry.menu.id === menuId)?.boards ?? [];
  return boards[0] ? boardHref(boards[0].slug) : null;
}

export function CommunityHomeContent({ brand }: { brand: BrandConfig }) {
  const query = useQuery(communityQueries.home(browserCommunityClient));
  const home = query.data;
  return (
    <PageContainer>
      <PageTitle>{communityName(brand)}</PageTitle>
      <PageLead>시험 정보와 취업 고민을 나누는 곳이에요.</PageLead>
      <Tools>
        <CommunitySearchForm boardSlug={null} label="커뮤니티 전체에서 검색" />
        <ButtonBase as={Link} href={scrapsHref()} data-testid="community-scraps-link">
          <BookmarkIcon size={18} />내 스크랩
        </ButtonBase>
      </Tools>
      {query.isPending ? (
        <LoadingState label="커뮤니티를 불러오는 중입니다…" />
      ) : !home ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Section aria-labelledby="shortcuts-heading">
            <SectionTitle id="shortcuts-heading">즐겨찾기</SectionTitle>
            <Chips data-testid="community-shortcuts">
              {home.shortcuts.map((menu) => {
                const href = menuHref(home, menu.id);
                return href ? (
                  <li key={menu.id}>
                    <Chip href={href} data-testid="community-shortcut" data-menu-id={menu.id} data-bookmarked={menu.viewerHasBookmarked}>
                      {menu.title}
                      {menu.hasNewPost ? <NewMark aria-label="새 글">N</NewMark> : null}
                    </Chip>
                  </li>
                ) : null;
              })}
            </Chips>
          </Section>

          <Columns>
            <Section aria-labelledby="popular-heading">
              <SectionTitle id="popular-heading">이번 주 인기글</SectionTitle>
              {home.popularPosts.length ? (
                <CommunityPostList posts={home.popularPosts} label="이번 주 인기글" showBoard testId="community-popular-posts" />
              ) : (
                <Empty>이번 주에 올라온 글이 아직 없어요.</Empty>
              )}
            </Section>
            <Section aria-labelledby="newest-heading">
              <SectionTitle id="newest-heading">최신글</SectionTitle>
              {home.newestPosts.length ? (
                <CommunityPostList posts={home.newestPosts} label="최신글" showBoard testId="community-newest-posts" />
              ) : (
                <Empty>아직 글이 없어요.</Empty>
              )}
            </Section>
          </Columns>

          <Section aria-labelledby="menus-heading">
            <SectionTitle id="menus-heading">전체 게시판</SectionTitle>
            <Menus data-testid="community-menus">
              {home.menus.map(({ menu, boards }) => (
                <MenuCard key={menu.id} data-testid="community-menu" data-menu-id={menu.id}>
                  <MenuTitle>
                    {menu.title}
                    {menu.hasNewPost ? <NewMark aria-label="새 글">N</NewMark> : null}
                  </MenuTitle>
                  <BoardLinks>
                    {boards.map((board) => (
                      <li key={board.id}>
                        <Link href={boardHref(board.slug)}>{board.title}</Link>
                      </li>
                    ))}
                  </BoardLinks>
                </MenuCard>
              ))}
            </Menus>
          </Section>
        </>
      )}
    </PageContainer>
  );
}

const Tools = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 560px) auto;
  align-items: center;
  gap: 8px;
  margin-top: 16px;
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
    > a {
      justify-self: start;
    }
  }
`;

const Section = styled.section`
  margin-top: 32px;
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin-bottom: 12px;
  font-size: 19px;
  font-weight: 800;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const NewMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 16px;
  margin-left: 4px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: #ffffff;
  font-size: 10px;
  font-weight: 800;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: 0 32px;
`;

const Menus = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 12px;
`;

const MenuCard = styled.li`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const MenuTitle = styled.h3`
  font-size: 16px;
  font-weight: 700;
`;

const BoardLinks = styled.ul`
  display: grid;
  gap: 6px;
  margin-top: 8px;
  a {
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Empty = styled.p`
  padding: 24px 0;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
