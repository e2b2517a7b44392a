/** 지원서 (corporate `/applications/{id}`, ADR 26): one application, 서류 합격 / 불합격. */
import { ApplicationPage } from '@/web/corporate/applications/application-page';
import { applicationServerSideProps } from '@/web/corporate/applications/application-ssr';

export const getServerSideProps = applicationServerSideProps;

export default ApplicationPage;
