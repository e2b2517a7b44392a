/** One exam in a list: category and type, title linking to the detail page, counts and, for paid exams, the price. */
import { Link } from '../../ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ExamSummary } from '../../api/exams-api';
import { mobileQuery } from '../../styles/theme';
import { Badge } from './catalogue-ui';
import { formatNumber, formatPrice, leafType, topLevelType } from '../../ui/format';
import { stretchedLinkStyles } from '../../ui/stretched-link';

export const examDetailHref = (examIdx: number) => `/exam/detail/${examIdx}`;

/** Free/paid only matters where exams are sold; paid exams always show their price. */
export function PriceBadge({ exam, showFree }: { exam: ExamSummary; showFree: boolean }) {
  if (exam.isFree) return showFree ? <Badge $tone="primary">무료</Badge> : null;
  return (
    <Badge $tone="accent" data-testid="exam-price">
      {exam.price === null ? '유료' : formatPrice(exam.price)}
    </Badge>
  );
}

export interface ExamCardProps {
  exam: ExamSummary;
  /** Brand B sells exams, so its lists mark free ones too. */
  showFree: boolean;
  /** Extra line under the counts (e.g. when it was liked or bought). */
  note?: ReactNode;
  /** Controls that act on the exam without opening it (e.g. removing a like). */
  actions?: ReactNode;
}

export function ExamCard({ exam, showFree, note, actions }: ExamCardProps) {
  const category = topLevelType(exam.examTypes);
  const leaf = leafType(exam.examTypes);
  return (
    <Item data-testid="exam-card" data-exam-idx={exam.examIdx}>
      <TopRow>
        <Types>
          {category ? <span>{category.name}</span> : null}
          {leaf ? <span>{leaf.name}</span> : null}
        </Types>
        <PriceBadge exam={exam} showFree={showFree} />
      </TopRow>
      <Title>
        <StretchedLink href={examDetailHref(exam.examIdx)}>{exam.title}</StretchedLink>
      </Title>
      <Description>{exam.description}</Description>
      <Meta>
        <span>{exam.examDetailCount}회차</span>
        <span>{formatNumber(exam.problemCount)}문항</span>
        <span>
          관심 <strong>{formatNumber(exam.likeCount)}</strong>
        </span>
        {!exam.isFree && exam.viewerIsEntitled ? <Badge $tone="success">구매함</Badge> : null}
      </Meta>
      {note ? <Note>{note}</Note> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Item>
  );
}

export const ExamGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  ${({ theme }) => mobileQuery(theme)} {
    grid-template-columns: 1fr;
    gap: 12px;
  }
`;

const Item = styled.li`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.08);
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px;
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Types = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 13px;
  font-weight: 600;
  span + span::before {
    content: '·';
    margin-right: 4px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Title = styled.h3`
  font-size: 17px;
  font-weight: 700;
  line-height: 1.4;
`;

/** The title link covers the card so the whole card is clickable; actions sit above it. */
const StretchedLink = styled(Link)`
  ${stretchedLinkStyles}
`;

const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin-top: auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
