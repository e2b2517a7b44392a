/** 지원서 (corporate `/applications/{id}`, ADR 26): one application, 서류 합격 / 불합격. */
import { ApplicationPage, applicationServerSideProps } from '@/web/corporate/applications/application-page';

export const getServerSideProps = applicationServerSideProps;

export default ApplicationPage;
