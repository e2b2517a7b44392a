/**
 * /my-career/spec-management (스펙 관리): the section the address names (`?section=`), reached through tabs
 * that are links, so every section has its own address and the browser's back button walks through them.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle } from '../../ui/page-layout';
import { browserPortalClient } from '../../api/portal-client';
import { CareerInfoSection } from './career-info-section';
import { CareerSpecSection } from './career-spec-section';
import { SPEC_PAGE_SECTION_LABELS, SPEC_PAGE_SECTIONS, type SpecPageSection } from '../../career-specs/career-spec-labels';
import { specSectionHref } from './career-spec-page-state';
import { careerSpecQueries } from './career-spec-queries';
import { UnderlineTabs } from '../../ui/underline-tabs';

export function SpecManagementContent({ section }: { section: SpecPageSection }) {
  const overview = useQuery(careerSpecQueries.overview(browserPortalClient));
  const counts = overview.data?.counts as Record<string, number> | undefined;
  return (
    <PageContainer data-testid="spec-management-page">
      <PageTitle>스펙 관리</PageTitle>
      <PageLead>학력, 어학, 자격증, 수상, 대외활동을 한 곳에 정리해두고 지원서에 바로 활용하세요.</PageLead>
      <UnderlineTabs aria-label="스펙 항목">
        {SPEC_PAGE_SECTIONS.map((s) => (
          <Link key={s} href={specSectionHref(s)} aria-current={s === section ? 'page' : undefined}>
            {SPEC_PAGE_SECTION_LABELS[s]}
            {s !== 'info' && counts ? <Count> {counts[s] ?? 0}</Count> : null}
          </Link>
        ))}
      </UnderlineTabs>
      {section === 'info' ? <CareerInfoSection /> : <CareerSpecSection key={section} section={section} />}
    </PageContainer>
  );
}

const Count = styled.span`
  font-weight: 600;
`;
