/** 공고 관리 (spec §2.5 corporate `/activities/{status}`: ALL, DRAFT, IN_REVIEW, OPEN, CLOSED). */
import { ManagedPostingsPage } from '@/web/corporate/postings/managed-postings-page';
import { managedPostingsServerSideProps } from '@/web/corporate/postings/managed-postings-ssr';

export const getServerSideProps = managedPostingsServerSideProps;

export default ManagedPostingsPage;
