/**
 * Exam detail (spec §2.1 `/exam/detail/[examIdx]`): the exam, its rounds with the viewer's best score and
 * the ways to start solving, the like toggle, the exam's information room on the community site (its newest
 * posts embedded) and the best exams. A paid exam the viewer has not bought shows its price, why it cannot be
 * solved yet and, on brand B, the purchase button (ADR 7).
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import type { BrandConfig, ShopChrome } from '../../../config/brands';
import type { Site } from '../../../config/hosts';
import { communityBoardPath } from '../../api/community-api';
import { loginRedirectUrl } from '../../api/error-catalogue';
import type { ExamDetailItem } from '../../api/exam-details-api';
import type { ExamSummary } from '../../api/exams-api';
import { linkTarget } from '../../brand/site-links';
import { getBrowserCbtClient } from '../../session/browser-client';
import { ExamChatButton } from '../../chat/exam-chat-button';
import { useShareDialog } from '../../share/share-dialog';
import { useCurrentUser } from '../../session/use-current-user';
import { mobileQuery } from '../../styles/theme';
import { Card, PageContainer } from '../../ui/page-layout';
import { BestExams } from './best-exams';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { Badge, Section, SectionHeader, SectionNote, SectionTitle } from './catalogue-ui';
import { EmptyHint } from './empty-hint';
import { PriceBadge } from './exam-card';
import { catalogueQueries } from './exam-queries';
import { formatNumber, formatPrice, leafType, topLevelType } from './format';
import { InfoRoomPosts } from './info-room-posts';
import { LoadingState, QueryError } from './query-state';
import { useExamLike } from './use-exam-like';
import { useExamPurchase } from './use-exam-purchase';

export const selectPaperHref = (examDetailIdx: number) => `/cbt/select/${examDetailIdx}`;
export const selectRandomHref = (examIdx: number) => `/cbt/select/random/${examIdx}`;

export interface ExamDetailContentProps {
  brand: BrandConfig;
  examIdx: number;
  siteOrigins: Partial<Record<Site, string>>;
}

export function ExamDetailContent({ brand, examIdx, siteOrigins }: ExamDetailContentProps) {
  const exam = useQuery(catalogueQueries.exam(getBrowserCbtClient(), examIdx));
  if (exam.isPending) {
    return (
      <PageContainer>
        <LoadingState />
      </PageContainer>
    );
  }
  if (exam.isError) {
    return (
      <PageContainer>
        <QueryError error={exam.error} onRetry={() => void exam.refetch()} />
      </PageContainer>
    );
  }
  return <ExamDetail brand={brand} exam={exam.data} siteOrigins={siteOrigins} />;
}

function ExamDetail({ brand, exam, siteOrigins }: { brand: BrandConfig; exam: ExamSummary; siteOrigins: Partial<Record<Site, string>> }) {
  const router = useRouter();
  const { user } = useCurrentUser();
  const like = useExamLike(exam);
  const openShare = useShareDialog(brand.name);
  const category = topLevelType(exam.examTypes);
  const leaf = leafType(exam.examTypes);
  const locked = !exam.isFree && !exam.viewerIsEntitled;
  const community = exam.communityBoardId
    ? linkTarget({ href: communityBoardPath(exam.communityBoardId), site: 'community' }, siteOrigins)
    : null;

  return (
    <PageContainer>
      <Breadcrumb aria-label="현재 위치">
        <ol>
          <li>
            <Link href="/">시험 CBT</Link>
          </li>
          {category?.slug ? (
            <li>
              <Link href={`/exam/${category.slug}`}>{category.name}</Link>
            </li>
          ) : null}
          <li aria-current="page">{exam.title}</li>
        </ol>
      </Breadcrumb>

      <Hero>
        <TypeRow>
          {category ? <Badge $tone="primary">{category.name}</Badge> : null}
          {leaf ? <Badge>{leaf.name}</Badge> : null}
          <PriceBadge exam={exam} showFree={brand.hasShop} />
          {!exam.isFree && exam.viewerIsEntitled ? <Badge $tone="success">구매함</Badge> : null}
        </TypeRow>
        <Title data-testid="exam-title">{exam.title}</Title>
        <Description>{exam.description}</Description>
        <Stats>
          <div>
            <dt>회차</dt>
            <dd>{exam.examDetailCount}회</dd>
          </div>
          <div>
            <dt>문항</dt>
            <dd>{formatNumber(exam.problemCount)}문항</dd>
          </div>
          <div>
            <dt>관심</dt>
            <dd data-testid="like-count">{formatNumber(like.likeCount)}</dd>
          </div>
        </Stats>
        <HeroActions>
          <LikeButton
            type="button"
            aria-pressed={like.liked}
            disabled={like.pending}
            onClick={like.toggle}
            data-testid="like-button"
          >
            <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
            {like.liked ? '관심 시험 해제' : '관심 시험 등록'}
          </LikeButton>
          <ButtonBase
            type="button"
            data-testid="share-button"
            onClick={() => openShare({ url: window.location.href, text: exam.title })}
          >
            공유하기
          </ButtonBase>
          {brand.hasChat ? <ExamChatButton examIdx={exam.examIdx} /> : null}
          {community ? (
            <CommunityLink href={community.href} data-testid="community-link">
              시험 정보방 바로가기
            </CommunityLink>
          ) : null}
        </HeroActions>
      </Hero>

      {locked ? (
        <LockedNotice role="note" data-testid="purchase-required">
          <strong>구매 후 이용할 수 있는 시험입니다.</strong>
          <p>
            이용 가격 <b>{exam.price === null ? '유료' : formatPrice(exam.price)}</b> · 구매하면 모든 회차와 랜덤 모의고사를 풀 수
            있습니다.
          </p>
          {!user ? (
            <p>
              이미 구매하셨다면 <Link href={loginRedirectUrl(router.asPath)}>로그인</Link> 후 이용해 주세요.
            </p>
          ) : null}
          {brand.shop ? <PurchaseButton examIdx={exam.examIdx} shop={brand.shop} siteOrigins={siteOrigins} /> : null}
        </LockedNotice>
      ) : null}

      <Papers exam={exam} locked={locked} loggedIn={Boolean(user)} />

      {exam.communityBoardId ? <InfoRoomPosts boardSlug={exam.communityBoardId} siteOrigins={siteOrigins} /> : null}

      <BestExams showFree={brand.hasShop} excludeExamIdx={exam.examIdx} />
    </PageContainer>
  );
}

function bestScoreText(paper: ExamDetailItem, loggedIn: boolean): string {
  if (!loggedIn) return '로그인 후 확인';
  return paper.viewerBestScore === null ? '응시 기록 없음' : `${paper.viewerBestScore}점`;
}

function Papers({ exam, locked, loggedIn }: { exam: ExamSummary; locked: boolean; loggedIn: boolean }) {
  const papers = useQuery(catalogueQueries.details(getBrowserCbtClient(), exam.examIdx));
  return (
    <Section aria-labelledby="papers-heading">
      <SectionHeader>
        <SectionTitle id="papers-heading">회차별 모의고사</SectionTitle>
        <SectionNote>회차를 골라 한 문제씩 풀거나 실전처럼 풀 수 있습니다.</SectionNote>
      </SectionHeader>
      {papers.isPending ? (
        <LoadingState />
      ) : papers.isError ? (
        <QueryError error={papers.error} onRetry={() => void papers.refetch()} />
      ) : papers.data.items.length === 0 ? (
        <EmptyHint>아직 공개된 회차가 없습니다.</EmptyHint>
      ) : (
        <>
          <PaperList data-testid="paper-list">
            {papers.data.items.map((paper) => (
              <PaperRow key={paper.examDetailIdx} data-testid="paper-row">
                <PaperTitle>{paper.title}</PaperTitle>
                <PaperMeta>
                  <div>
                    <dt>문항 수</dt>
                    <dd>{paper.problemCount}문항</dd>
                  </div>
                  <div>
                    <dt>제한 시간</dt>
                    <dd>{paper.timeLimitMinutes}분</dd>
                  </div>
                  <div>
                    <dt>내 최고 점수</dt>
                    <dd data-testid="best-score">{bestScoreText(paper, loggedIn)}</dd>
                  </div>
                </PaperMeta>
                {locked ? (
                  <LockedLabel>구매 후 풀기</LockedLabel>
                ) : (
                  <SolveLink href={selectPaperHref(paper.examDetailIdx)} aria-label={`${paper.title} 풀기`}>
                    문제 풀기
                  </SolveLink>
                )}
              </PaperRow>
            ))}
          </PaperList>
          <RandomBox>
            <div>
              <strong>랜덤 모의고사</strong>
              <p>모든 회차에서 문제를 무작위로 골라 새 시험지를 만듭니다.</p>
            </div>
            {locked ? (
              <LockedLabel>구매 후 풀기</LockedLabel>
            ) : (
              <SolveLink href={selectRandomHref(exam.examIdx)} data-testid="random-link">
                랜덤으로 풀기
              </SolveLink>
            )}
          </RandomBox>
        </>
      )}
    </Section>
  );
}

const Breadcrumb = styled.nav`
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  li + li::before {
    content: '›';
    margin-right: 6px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  li[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => mobileQuery(theme)} {
    li[aria-current='page'] {
      display: none;
    }
  }
`;

const Hero = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 28px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 20px 16px;
  }
`;

const TypeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Title = styled.h1`
  font-size: 28px;
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.35;
  ${({ theme }) => mobileQuery(theme)} {
    font-size: 22px;
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  white-space: pre-line;
`;

const Stats = styled.dl`
  display: flex;
  gap: 28px;
  margin: 4px 0 0;
  div {
    display: flex;
    gap: 6px;
    align-items: baseline;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  ${({ theme }) => mobileQuery(theme)} {
    gap: 16px;
  }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 4px;
  ${({ theme }) => mobileQuery(theme)} {
    & > * {
      flex: 1 1 0;
    }
  }
`;

const LikeButton = styled(ButtonBase)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
  span {
    font-size: 16px;
  }
`;

const CommunityLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 40px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function PurchaseButton({ examIdx, shop, siteOrigins }: { examIdx: number; shop: ShopChrome; siteOrigins: Partial<Record<Site, string>> }) {
  const { purchase, pending } = useExamPurchase(examIdx, shop, siteOrigins);
  return (
    <PurchaseRow>
      <PrimaryButton type="button" data-testid="purchase-button" disabled={pending} aria-busy={pending} onClick={() => void purchase()}>
        {pending ? '주문서를 만드는 중…' : '구매하기'}
      </PrimaryButton>
    </PurchaseRow>
  );
}

const PurchaseRow = styled.div`
  margin-top: 8px;
`;

const LockedNotice = styled.div`
  display: grid;
  gap: 4px;
  margin-top: 16px;
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => `${theme.colors.accent}66`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.accent}12`};
  strong {
    font-size: 16px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  b {
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

const PaperList = styled.ul`
  display: grid;
  gap: 10px;
`;

const PaperRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: 16px 24px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: 1fr;
    gap: 10px;
    padding: 16px;
  }
`;

const PaperTitle = styled.h3`
  font-size: 16px;
  font-weight: 700;
`;

const PaperMeta = styled.dl`
  display: flex;
  gap: 20px;
  margin: 0;
  font-size: 14px;
  div {
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12px;
  }
  dd {
    margin: 0;
    font-weight: 600;
    white-space: nowrap;
  }
  ${({ theme }) => mobileQuery(theme)} {
    justify-content: space-between;
  }
`;

const SolveLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 40px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const LockedLabel = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 40px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
`;

const RandomBox = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 12px;
  padding: 18px 20px;
  border-style: dashed;
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    flex-direction: column;
    align-items: stretch;
    padding: 16px;
  }
`;
