/** The community home (spec §2.5 `/community`, and the host's `/`). */
import { CommunityHomePage, communityHomeServerSideProps } from '@/web/community/community-home-page';

export const getServerSideProps = communityHomeServerSideProps;

export default CommunityHomePage;
