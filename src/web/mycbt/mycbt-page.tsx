/**
 * My-CBT pages (spec §2.1 /mycbt/*): header with the user's name and tabs between the pages. Their
 * lists (likes, records, wrong answers, purchases) arrive with the exam API; until then an empty state.
 */
import Link from 'next/link';
import styled from 'styled-components';
import type { BrandId } from '../../config/hosts';
import { displayUserName } from '../brand/user-menu';
import { useCurrentUser } from '../session/use-current-user';
import { EmptyState, PageContainer, PageTitle, PrimaryLink } from '../ui/page-layout';

export type MyCbtSection = 'purchase' | 'archive' | 'review' | 'note';

interface SectionInfo {
  href: string;
  title: string;
  description: string;
  emptyTitle: string;
  emptyText: string;
}

export const MY_CBT_SECTIONS: Readonly<Record<MyCbtSection, SectionInfo>> = {
  purchase: {
    href: '/mycbt/purchase',
    title: '내 구매 시험',
    description: '구매한 시험을 확인하고 바로 풀어보세요.',
    emptyTitle: '구매한 시험이 없습니다',
    emptyText: '시험을 구매하면 이곳에서 바로 풀어볼 수 있습니다.',
  },
  archive: {
    href: '/mycbt/archive',
    title: '내 관심 시험',
    description: '관심 시험으로 저장한 시험을 모아봅니다.',
    emptyTitle: '관심 시험이 없습니다',
    emptyText: '시험 상세 화면에서 관심 시험으로 저장하면 이곳에 모아볼 수 있습니다.',
  },
  review: {
    href: '/mycbt/review',
    title: 'CBT 결과',
    description: '응시한 모의고사의 점수와 분석을 확인합니다.',
    emptyTitle: '응시한 시험 결과가 없습니다',
    emptyText: '모의고사를 풀면 점수와 분석 결과가 이곳에 기록됩니다.',
  },
  note: {
    href: '/mycbt/note',
    title: '오답노트',
    description: '틀린 문제를 다시 풀며 복습합니다.',
    emptyTitle: '저장된 오답이 없습니다',
    emptyText: '시험을 풀고 나면 틀린 문제를 오답노트에서 다시 확인할 수 있습니다.',
  },
};

/** Brand B also sells exams, so its my-CBT area starts with the purchases (spec §2.3). */
export function myCbtSectionsFor(brand: BrandId): MyCbtSection[] {
  return brand === 'b' ? ['purchase', 'archive', 'review', 'note'] : ['archive', 'review', 'note'];
}

export function MyCbtPage({ brand, section }: { brand: BrandId; section: MyCbtSection }) {
  const { user } = useCurrentUser();
  const info = MY_CBT_SECTIONS[section];
  return (
    <PageContainer>
      <Heading>
        <Eyebrow>마이 CBT</Eyebrow>
        <PageTitle>{info.title}</PageTitle>
        {user ? (
          <Greeting data-testid="mycbt-user-name">
            <strong>{displayUserName(brand, user)}</strong>의 학습 공간입니다. {info.description}
          </Greeting>
        ) : null}
      </Heading>
      <nav aria-label="마이 CBT 메뉴">
        <Tabs>
          {myCbtSectionsFor(brand).map((key) => (
            <li key={key}>
              <Tab href={MY_CBT_SECTIONS[key].href} aria-current={key === section ? 'page' : undefined}>
                {MY_CBT_SECTIONS[key].title}
              </Tab>
            </li>
          ))}
        </Tabs>
      </nav>
      <EmptyState title={info.emptyTitle} action={<PrimaryLink as={Link} href="/">시험 보러 가기</PrimaryLink>}>
        {info.emptyText}
      </EmptyState>
    </PageContainer>
  );
}

const Heading = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 24px;
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 14px;
  font-weight: 700;
`;

const Greeting = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Tabs = styled.ul`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: 12px 16px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;
