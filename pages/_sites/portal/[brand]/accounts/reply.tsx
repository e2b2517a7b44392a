/** 담당자 답변 (spec §2.5 `/accounts/reply`): the member's questions someone else has answered. */
import { myCommentsServerSideProps } from '@/web/portal/comments/my-comments-ssr';

export const getServerSideProps = myCommentsServerSideProps({ answeredOnly: true });
export { MyCommentsPage as default } from '@/web/portal/comments/my-comments-content';
