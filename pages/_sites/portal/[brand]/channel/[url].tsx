/**
 * A corporate channel's public page (`/channel/{url}`): fetched on the server with the tab and page of the
 * address (`?status=CLOSED&page=2`); an unknown or malformed url and a deactivated channel are the not-found page.
 */
import { type ChannelPostingStatus, isChannelUrl } from '@/contracts/channels';
import { ssrFetch, ssrPrefetch } from '@/web/ssr/ssr-fetch';
import { ChannelContent } from '@/web/portal/channels/channel-content';
import { channelQueries, parseChannelPageState } from '@/web/portal/channels/channel-queries';
import { commentQueries } from '@/web/postings/comment-queries';
import { createSsrPortalClient } from '@/web/ssr/portal-ssr';
import { shellPage, type ShellPageProps } from '@/web/ssr/shell-page';
import { graphqlErrorStatus } from '@/web/api/graphql-errors';

interface ChannelPageProps {
  url: string;
  status: ChannelPostingStatus;
  page: number;
}

export const getServerSideProps = shellPage<ChannelPageProps>({
  site: 'portal',
  brands: ['a'],
  load: async ({ ctx, session }) => {
    const url = ctx.params?.url;
    if (typeof url !== 'string' || !isChannelUrl(url)) return { notFound: true };
    const { status, page } = parseChannelPageState(ctx.query);
    const client = createSsrPortalClient(ctx.req);
    let channel;
    try {
      channel = await ssrFetch(session, channelQueries.page(client, { url, postingStatus: status, page }));
    } catch (error) {
      const code = graphqlErrorStatus(error);
      if (code === 400 || code === 404) return { notFound: true };
      throw error;
    }
    if (!channel) return { notFound: true };
    // The thread's first page renders with the page; a failure leaves it to load in the browser.
    await ssrPrefetch(session, commentQueries.thread(client, { channelId: channel.id }, 1));
    return {
      props: { url, status, page },
      seo: { title: `${channel.title} 채널`, description: channel.introduction.split('\n')[0] || `${channel.title} 채널의 공고와 소식` },
    };
  },
});

export default function ChannelPage({ url, status, page }: ShellPageProps & ChannelPageProps) {
  return <ChannelContent url={url} status={status} page={page} />;
}
