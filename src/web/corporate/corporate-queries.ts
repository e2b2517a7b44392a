/** The corporate site's queries: one key and fetcher each, shared by getServerSideProps and the browser. */
import type { ApiClient } from '../api/api-client';
import { CORPORATE_PROFILE_QUERY_KEY, getCorporateProfile } from '../api/corporate-accounts-api';

export const corporateQueries = {
  profile: (client: ApiClient) => ({ queryKey: CORPORATE_PROFILE_QUERY_KEY, queryFn: () => getCorporateProfile(client) }),
};
