/** 지원 현황 (portal `/accounts/applications`, ADR 26): the member's applications and their results. */
import { MyApplicationsPage } from '@/web/portal/applications/my-applications-page';
import { myApplicationsServerSideProps } from '@/web/portal/applications/my-applications-ssr';

export const getServerSideProps = myApplicationsServerSideProps;

export default MyApplicationsPage;
