/** The media kit's figures over the portal GraphQL (spec §6 미디어킷 다운로드, ADR 26; SDL media-kit-graphql-schema.ts). */
import type { GraphqlRequester } from './graphql-clients';
import type { MediaKitFiguresQuery, MediaKitFiguresQueryVariables } from './graphql/portal-operations.generated';

export type MediaKitFigures = MediaKitFiguresQuery['mediaKitFigures'];

export const MEDIA_KIT_FIGURES_QUERY = /* GraphQL */ `
  query MediaKitFigures {
    mediaKitFigures {
      individualMembers
      approvedCompanies
      activeChannels
      publishedPostings
      openPostings
      postingViewsLast30Days
      applicationsLast30Days
      periodStartDay
      measuredAt
    }
  }
`;

export async function getMediaKitFigures(client: GraphqlRequester): Promise<MediaKitFigures> {
  return (await client.request<MediaKitFiguresQuery, MediaKitFiguresQueryVariables>(MEDIA_KIT_FIGURES_QUERY)).mediaKitFigures;
}
