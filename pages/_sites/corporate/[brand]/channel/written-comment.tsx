/** 채널 댓글 (spec §2.5 corporate `/channel/written-comment`): what the channel wrote on the portal. */
import { channelManagementServerSideProps } from '@/web/corporate/channel/channel-management-ssr';

export const getServerSideProps = channelManagementServerSideProps({ title: '채널 댓글', prefetch: 'written' });
export { ChannelWrittenCommentsPage as default } from '@/web/corporate/channel/channel-written-comments-page';
