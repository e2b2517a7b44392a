/** The corporate site's queries: one key and fetcher each, shared by getServerSideProps and the browser. */
import type { AxiosInstance } from 'axios';
import { CORPORATE_PROFILE_QUERY_KEY, getCorporateProfile } from '../api/corporate-accounts-api';

export const corporateQueries = {
  profile: (client: AxiosInstance) => ({ queryKey: CORPORATE_PROFILE_QUERY_KEY, queryFn: () => getCorporateProfile(client) }),
};
