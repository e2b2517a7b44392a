/** The corporate site's home (spec §2.5 corporate-service site): what it offers, sign-up and login, approval. */
import { CorporateHomePage } from '@/web/corporate/corporate-home-page';
import { corporateHomeServerSideProps } from '@/web/corporate/corporate-home-ssr';

export const getServerSideProps = corporateHomeServerSideProps;

export default CorporateHomePage;
