/** 채널 관리 (spec §2.5 corporate `/channel`): create, edit, pause and bring back the company channel. */
import { ChannelManagementPage, channelManagementServerSideProps } from '@/web/corporate/channel/channel-management-page';

export const getServerSideProps = channelManagementServerSideProps({ title: '채널 관리', prefetch: 'mine' });

export default ChannelManagementPage;
