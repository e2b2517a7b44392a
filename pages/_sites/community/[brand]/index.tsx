/** The community home (spec §2.5 `/community`, and the host's `/`). */
import { CommunityHomePage } from '@/web/community/community-home-page';
import { communityHomeServerSideProps } from '@/web/community/community-home-ssr';

export const getServerSideProps = communityHomeServerSideProps;

export default CommunityHomePage;
