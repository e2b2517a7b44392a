/** The brand's channel directory (`/channel`): every active corporate channel, paged by `?page=`. */
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { ChannelDirectoryContent } from '@/web/portal/channels/channel-directory-content';
import { channelQueries, parseChannelPageState } from '@/web/portal/channels/channel-queries';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';

interface DirectoryPageProps {
  page: number;
}

export const getServerSideProps = shellPage<DirectoryPageProps>({
  site: 'portal',
  brands: ['a'],
  seo: { title: '기업 채널', description: '기업 채널을 팔로우하고 채용, 인턴, 대외활동 소식을 받아보세요.' },
  load: async ({ ctx, session }) => {
    const { page } = parseChannelPageState(ctx.query);
    await ssrPrefetch(session, channelQueries.directory(createSsrPortalClient(ctx.req), page));
    return { props: { page } };
  },
});

export default function ChannelDirectoryPage({ page }: ShellPageProps & DirectoryPageProps) {
  return <ChannelDirectoryContent page={page} />;
}
