/**
 * React Query keys and options of 스펙 관리 (SSR and browser build the same keys). Every key is under
 * careerSpecKeys.all, so a saved or deleted entry refreshes its section and the overview's completeness together.
 */
import { queryOptions } from '@tanstack/react-query';
import { type CareerSpecSection, getCareerOverview, getCareerSpecs } from '../../api/career-specs-api';
import type { GraphqlRequester } from '../../api/graphql-clients';

export const careerSpecKeys = {
  all: ['portal', 'careerSpecs'] as const,
  overview: () => [...careerSpecKeys.all, 'overview'] as const,
  section: (section: CareerSpecSection) => [...careerSpecKeys.all, 'section', section] as const,
};

export const careerSpecQueries = {
  overview: (client: GraphqlRequester) => queryOptions({ queryKey: careerSpecKeys.overview(), queryFn: () => getCareerOverview(client) }),
  section: (client: GraphqlRequester, section: CareerSpecSection) =>
    queryOptions({ queryKey: careerSpecKeys.section(section), queryFn: () => getCareerSpecs(client, section) }),
};
