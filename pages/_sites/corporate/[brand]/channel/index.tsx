/** 채널 관리 (spec §2.5 corporate `/channel`): create, edit, pause and bring back the company channel. */
import { ChannelManagementPage } from '@/web/corporate/channel/channel-management-page';
import { channelManagementServerSideProps } from '@/web/corporate/channel/channel-management-ssr';

export const getServerSideProps = channelManagementServerSideProps({ title: '채널 관리', prefetch: 'mine' });

export default ChannelManagementPage;
