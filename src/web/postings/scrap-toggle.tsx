/**
 * The scrap button of a posting with its count. A visitor is sent to the portal login with `next` back to this page;
 * a member's toggle writes through scrapPosting/unscrapPosting (idempotent on the server), shows the server's count
 * at once, and then refreshes what else shows scraps: the header's CurrentUser (its scrap count) and the posting
 * lists and details cached on the page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { CURRENT_USER_QUERY_KEY } from '../api/query-client';
import { setPostingScrap } from '../api/postings-api';
import { getBrowserPortalClient } from '../api/portal-client';
import { PORTAL_CURRENT_USER_KEY } from '../session/use-portal-user';
import { useCurrentUser } from '../session/use-current-user';
import { toast } from '../toast/toast-provider';
import { CountToggleButton } from '../ui/count-toggle-button';
import { BookmarkIcon } from '../ui/icons';
import { postingKeys } from './posting-queries';
import { graphqlErrorMessage, graphqlErrorStatus } from '../api/graphql-errors';

export const SCRAP_LOGIN_MESSAGE = '로그인 후 스크랩할 수 있어요.';

export interface ScrapTogglePosting {
  id: string;
  viewerHasScrapped: boolean;
  scrapCount: number;
}

/** `/login?next=<path>`: the portal's login parameter (spec §2.5). */
export function portalLoginHref(returnPath: string): string {
  return `/login?next=${encodeURIComponent(returnPath)}`;
}

export function ScrapToggle({ posting, size = 'md' }: { posting: ScrapTogglePosting; size?: 'md' | 'lg' }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [state, setState] = useState({ scrapped: posting.viewerHasScrapped, count: posting.scrapCount });
  // A refetched posting (another tab, a list refresh) replaces what this button shows.
  useEffect(
    () => setState({ scrapped: posting.viewerHasScrapped, count: posting.scrapCount }),
    [posting.id, posting.viewerHasScrapped, posting.scrapCount],
  );

  const toLogin = () => void router.push(portalLoginHref(router.asPath));

  const mutation = useMutation({
    mutationFn: (scrapped: boolean) => setPostingScrap(getBrowserPortalClient(), posting.id, scrapped),
    onSuccess: (result) => {
      setState({ scrapped: result.scrapped, count: result.scrapCount });
      toast(result.scrapped ? '스크랩했어요.' : '스크랩을 취소했어요.', 'success');
      void queryClient.invalidateQueries({ queryKey: PORTAL_CURRENT_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: postingKeys.all });
    },
    onError: (error) => {
      const status = graphqlErrorStatus(error);
      if (status === 401) {
        toast(SCRAP_LOGIN_MESSAGE, 'warn');
        toLogin();
        return;
      }
      toast(graphqlErrorMessage(error, '스크랩하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error');
    },
  });

  const onClick = () => {
    if (!user) {
      toast(SCRAP_LOGIN_MESSAGE, 'warn');
      toLogin();
      return;
    }
    if (!mutation.isPending) mutation.mutate(!state.scrapped);
  };

  return (
    <CountToggleButton
      label="스크랩"
      icon={<BookmarkIcon size={size === 'lg' ? 20 : 18} />}
      pressed={state.scrapped}
      count={state.count}
      onClick={onClick}
      disabled={mutation.isPending}
      size={size}
      testId="scrap-toggle"
      countTestId="scrap-count"
    />
  );
}
