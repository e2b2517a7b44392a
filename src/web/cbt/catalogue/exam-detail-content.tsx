/**
 * Exam detail (spec §2.1 `/exam/detail/[examIdx]`): the exam, its rounds with the viewer's best score and
 * the ways to start solving, the like toggle, the exam's information room on the community site (its newest
 * posts embedded) and the best exams. A paid exam the viewer has not bought shows its price, why it cannot be
 * solved yet and, on brand B, the purchase button (ADR 7).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import type { BrandConfig } from '../../../config/brands';
import type { Site } from '../../../config/hosts';
import type { ExamSummary } from '../../api/exams-api';
import { getBrowserCbtClient } from '../../session/browser-client';
import { useCurrentUser } from '../../session/use-current-user';
import { mobileQuery } from '../../styles/theme';
import { PageContainer } from '../../ui/page-layout';
import { BestExams } from './best-exams';
import { ExamHero } from './exam-detail-hero';
import { Papers } from './exam-detail-papers';
import { LockedNotice } from './exam-detail-purchase';
import { catalogueQueries } from './exam-queries';
import { topLevelType } from '../../ui/format';
import { InfoRoomPosts } from './info-room-posts';
import { LoadingState, QueryError } from '../../ui/query-state';

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
  const { user } = useCurrentUser();
  const category = topLevelType(exam.examTypes);
  const locked = !exam.isFree && !exam.viewerIsEntitled;

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

      <ExamHero brand={brand} exam={exam} siteOrigins={siteOrigins} />

      {locked ? <LockedNotice exam={exam} loggedIn={Boolean(user)} shop={brand.shop} siteOrigins={siteOrigins} /> : null}

      <Papers exam={exam} locked={locked} loggedIn={Boolean(user)} />

      {exam.communityBoardId ? <InfoRoomPosts boardSlug={exam.communityBoardId} siteOrigins={siteOrigins} /> : null}

      <BestExams showFree={brand.hasShop} excludeExamIdx={exam.examIdx} />
    </PageContainer>
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
