/** 내 댓글 (spec §2.5 `/accounts/channel-comment`): the member's comments on channels and postings. */
import { myCommentsServerSideProps } from '@/web/portal/comments/my-comments-ssr';

export const getServerSideProps = myCommentsServerSideProps({ answeredOnly: false });
export { MyCommentsPage as default } from '@/web/portal/comments/my-comments-content';
