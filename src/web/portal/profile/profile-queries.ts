/** React Query key and options of /profile (SSR and browser build the same key). */
import { queryOptions } from '@tanstack/react-query';
import type { GraphqlRequester } from '../../api/graphql-clients';
import { getViewerProfile } from '../../api/profile-api';

export const profileKeys = {
  viewer: ['portal', 'viewerProfile'] as const,
};

export const profileQueries = {
  viewer: (client: GraphqlRequester) => queryOptions({ queryKey: profileKeys.viewer, queryFn: () => getViewerProfile(client) }),
};

/** Which field a refusal belongs to, by its code (src/server/profile/profile-errors.ts); else the section's message. */
export const BASIC_INFO_FIELD_OF_CODE: Readonly<Record<string, 'name' | 'nickname' | 'phone' | 'birthYear' | 'school' | 'major'>> = {
  INVALID_NAME: 'name',
  INVALID_NICKNAME: 'nickname',
  INVALID_PHONE: 'phone',
  INVALID_BIRTH_YEAR: 'birthYear',
  INVALID_SCHOOL: 'school',
  INVALID_MAJOR: 'major',
};
