/**
 * Frame of the my-CBT pages (spec §2.1 /mycbt/*): heading with the user's name and the tabs between the
 * pages; each page puts its own list (from the API) inside.
 */
import { Link } from '../../ui/link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BrandId } from '../../../config/hosts';
import { displayUserName } from '../../brand/user-menu';
import { useCurrentUser } from '../../session/use-current-user';
import { mobileQuery } from '../../styles/theme';
import { PageContainer, PageTitle } from '../../ui/page-layout';

export type MyCbtSection = 'purchase' | 'archive' | 'review' | 'note';

interface SectionInfo {
  href: string;
  title: string;
  description: string;
}

export const MY_CBT_SECTIONS: Readonly<Record<MyCbtSection, SectionInfo>> = {
  purchase: { href: '/mycbt/purchase', title: '내 구매 시험', description: '구매한 시험을 확인하고 바로 풀어보세요.' },
  archive: { href: '/mycbt/archive', title: '내 관심 시험', description: '관심 시험으로 저장한 시험을 모아봅니다.' },
  review: { href: '/mycbt/review', title: 'CBT 결과', description: '응시한 모의고사의 점수와 분석을 확인합니다.' },
  note: { href: '/mycbt/note', title: '오답노트', description: '틀린 문제를 다시 풀며 복습합니다.' },
};

/** Brand B also sells exams, so its my-CBT area starts with the purchases (spec §2.3). */
export function myCbtSectionsFor(brand: BrandId): MyCbtSection[] {
  return brand === 'b' ? ['purchase', 'archive', 'review', 'note'] : ['archive', 'review', 'note'];
}

export function MyCbtLayout({ brand, section, children }: { brand: BrandId; section: MyCbtSection; children: ReactNode }) {
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
      <Body>{children}</Body>
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
  ${({ theme }) => mobileQuery(theme)} {
    padding: 10px 12px;
  }
`;

const Body = styled.div`
  margin-top: 24px;
`;
