/**
 * The head of the exam detail page: the exam's types and price, title, description and numbers, and its
 * actions — the like toggle, sharing, the exam's chat room (brand A) and its information room on the community.
 */
import styled from 'styled-components';
import type { BrandConfig } from '../../../config/brands';
import type { Site } from '../../../config/hosts';
import { communityBoardPath } from '../../api/community-api';
import type { ExamSummary } from '../../api/exams-api';
import { linkTarget } from '../../routing/site-links';
import { ExamChatButton } from '../../chat/exam-chat-button';
import { useShareDialog } from '../../share/use-share-dialog';
import { mobileQuery } from '../../styles/theme';
import { ButtonBase } from '../../ui/button';
import { Card } from '../../ui/page-layout';
import { Badge } from './catalogue-ui';
import { PriceBadge } from './exam-card';
import { formatNumber, leafType, topLevelType } from '../../ui/format';
import { useExamLike } from './use-exam-like';

export function ExamHero({ brand, exam, siteOrigins }: { brand: BrandConfig; exam: ExamSummary; siteOrigins: Partial<Record<Site, string>> }) {
  const like = useExamLike(exam);
  const openShare = useShareDialog(brand.name);
  const category = topLevelType(exam.examTypes);
  const leaf = leafType(exam.examTypes);
  const community = exam.communityBoardId
    ? linkTarget({ href: communityBoardPath(exam.communityBoardId), site: 'community' }, siteOrigins)
    : null;

  return (
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
          <ButtonBase as="a" href={community.href} data-testid="community-link">
            시험 정보방 바로가기
          </ButtonBase>
        ) : null}
      </HeroActions>
    </Hero>
  );
}

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
