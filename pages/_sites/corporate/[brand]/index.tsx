/** The corporate site's home (spec §2.5 corporate-service site): what it offers, sign-up and login, approval. */
import { CorporateHomePage, corporateHomeServerSideProps } from '@/web/corporate/corporate-home-page';

export const getServerSideProps = corporateHomeServerSideProps;

export default CorporateHomePage;
