/**
 * 즐겨찾기 of a community menu: adds the menu to the member's shortcuts on the community home, or takes it
 * out. A visitor is sent to the login with `next`. One label; aria-pressed (and the filled look) says which it is.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { graphqlErrorMessage, graphqlErrorStatus } from '../api/graphql-errors';
import { setMenuBookmark } from '../api/community-api';
import { useCurrentUser } from '../session/use-current-user';
import { toast } from '../toast/toast-provider';
import { ButtonBase } from '../ui/button';
import { BookmarkIcon } from '../ui/icons';
import { browserCommunityClient } from '../api/community-client';
import { communityKeys } from './community-queries';
import { menuBookmarkToast } from './community-messages';

export interface MenuBookmarkToggleProps {
  menu: { id: string; title: string; bookmarkable: boolean; viewerHasBookmarked: boolean };
}

export function MenuBookmarkToggle({ menu }: MenuBookmarkToggleProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const toggle = useMutation({
    mutationFn: (bookmarked: boolean) => setMenuBookmark(browserCommunityClient, menu.id, bookmarked),
    onSuccess: (state) => {
      toast(menuBookmarkToast(menu.title, state.viewerHasBookmarked), 'success');
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
    onError: (error) => {
      if (graphqlErrorStatus(error) === 401) {
        void router.push(`/login?next=${encodeURIComponent(router.asPath)}`);
        return;
      }
      toast(graphqlErrorMessage(error, '즐겨찾기를 바꾸지 못했어요. 잠시 후 다시 시도해주세요.'), 'error');
    },
  });
  if (!menu.bookmarkable) return null;
  // The server's answer stands until the refetched page agrees with it, so the button never flickers back.
  const answered = toggle.data && toggle.data.id === menu.id ? toggle.data.viewerHasBookmarked : menu.viewerHasBookmarked;
  const pressed = toggle.isPending ? Boolean(toggle.variables) : answered;

  const onClick = () => {
    if (!user) {
      toast('로그인 후 즐겨찾기를 쓸 수 있어요', 'warn');
      void router.push(`/login?next=${encodeURIComponent(router.asPath)}`);
      return;
    }
    toggle.mutate(!pressed);
  };

  return (
    <Toggle type="button" aria-pressed={pressed} onClick={onClick} disabled={toggle.isPending} data-testid="menu-bookmark-toggle">
      <BookmarkIcon size={18} />
      즐겨찾기
    </Toggle>
  );
}

const Toggle = styled(ButtonBase)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;
