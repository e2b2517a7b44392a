/**
 * What a reader does with a community post: 추천 (like) and 스크랩 with their counts, 공유 (the shared share
 * dialog) and 신고. A visitor pressing like, scrap or report is sent to the login with `next` back to the post; the
 * author sees no like or report (the server refuses both on one's own post). The toggles keep the server's answer,
 * so a double press or a slow network never shows a count the server does not have.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { CommunityPost } from '../api/community-posts-api';
import {
  type CommunityReportResult,
  type PostToggleState,
  setCommunityPostLike,
  setCommunityPostScrap,
} from '../api/community-post-actions-api';
import { graphqlErrorMessage, graphqlErrorStatus } from '../api/graphql-errors';
import { useCurrentUser } from '../session/use-current-user';
import { useShareDialog } from '../share/use-share-dialog';
import { toast } from '../toast/toast-provider';
import { ButtonBase } from '../ui/button';
import { CountToggleButton } from '../ui/count-toggle-button';
import { BookmarkIcon, FlagIcon, HeartIcon, ShareIcon } from '../ui/icons';
import { browserCommunityClient } from '../api/community-client';
import { boardHref, communityKeys } from './community-queries';
import { useReportDialog } from '../community-reports/report-dialog';

export const REACTION_LOGIN_MESSAGE = '로그인 후 이용할 수 있어요.';
export const POST_HIDDEN_BY_REPORTS_MESSAGE = '신고가 접수되었어요. 신고가 쌓여 글이 검토 전까지 숨겨졌어요.';

const loginHref = (path: string) => `/login?next=${encodeURIComponent(path)}`;

interface ToggleConfig {
  label: string;
  icon: ReactNode;
  write: (on: boolean) => Promise<PostToggleState>;
  messages: { on: string; off: string; failed: string };
  testId: string;
}

/** One like or scrap toggle over the server's idempotent on/off. */
function PostToggle({ initial, config }: { initial: PostToggleState; config: ToggleConfig }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [state, setState] = useState(initial);
  // A refetched post (another tab, a moderation step) replaces what the toggle shows.
  useEffect(() => setState(initial), [initial.on, initial.count]);
  const toggle = useMutation({
    mutationFn: config.write,
    onSuccess: (answer) => {
      setState(answer);
      toast(answer.on ? config.messages.on : config.messages.off, 'success');
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
    onError: (error) => {
      if (graphqlErrorStatus(error) === 401) {
        void router.push(loginHref(router.asPath));
        return;
      }
      toast(graphqlErrorMessage(error, config.messages.failed), 'error');
    },
  });
  const onClick = () => {
    if (!user) {
      toast(REACTION_LOGIN_MESSAGE, 'warn');
      void router.push(loginHref(router.asPath));
      return;
    }
    if (!toggle.isPending) toggle.mutate(!state.on);
  };
  return (
    <CountToggleButton
      label={config.label}
      icon={config.icon}
      pressed={state.on}
      count={state.count}
      onClick={onClick}
      disabled={toggle.isPending}
      testId={config.testId}
      countTestId={`${config.testId}-count`}
    />
  );
}

export function PostActions({ post, brandName }: { post: CommunityPost; brandName: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const openShare = useShareDialog(brandName);
  const openReport = useReportDialog();
  const [reported, setReported] = useState(post.viewerHasReported);
  useEffect(() => setReported(post.viewerHasReported), [post.id, post.viewerHasReported]);

  const onReported = (result: CommunityReportResult) => {
    setReported(true);
    void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    if (result.hidden) {
      // The post is no longer shown to the reporter either: back to its board, which no longer lists it.
      toast(POST_HIDDEN_BY_REPORTS_MESSAGE, 'success');
      void router.push(boardHref(post.board.slug));
      return;
    }
    toast('신고가 접수되었어요. 운영자가 확인할게요.', 'success');
  };
  const report = () => {
    if (!user) {
      toast(REACTION_LOGIN_MESSAGE, 'warn');
      void router.push(loginHref(router.asPath));
      return;
    }
    openReport('post', post.id, onReported);
  };

  return (
    <Bar aria-label="게시글 반응" data-testid="post-actions">
      {post.viewerIsAuthor ? null : (
        <PostToggle
          initial={{ on: post.viewerHasLiked, count: post.likeCount }}
          config={{
            label: '추천',
            icon: <HeartIcon size={18} />,
            write: (on) => setCommunityPostLike(browserCommunityClient, post.id, on),
            messages: { on: '추천했어요.', off: '추천을 취소했어요.', failed: '추천하지 못했어요. 잠시 후 다시 시도해주세요.' },
            testId: 'post-like',
          }}
        />
      )}
      <PostToggle
        initial={{ on: post.viewerHasScrapped, count: post.scrapCount }}
        config={{
          label: '스크랩',
          icon: <BookmarkIcon size={18} />,
          write: (on) => setCommunityPostScrap(browserCommunityClient, post.id, on),
          messages: { on: '스크랩했어요.', off: '스크랩을 취소했어요.', failed: '스크랩하지 못했어요. 잠시 후 다시 시도해주세요.' },
          testId: 'post-scrap',
        }}
      />
      <ButtonBase type="button" onClick={() => openShare({ url: window.location.href, text: post.title })} data-testid="post-share">
        <ShareIcon size={18} />
        공유
      </ButtonBase>
      {post.viewerIsAuthor ? null : (
        <ButtonBase type="button" onClick={report} disabled={reported} data-testid="post-report">
          <FlagIcon size={18} />
          {reported ? '신고됨' : '신고'}
        </ButtonBase>
      )}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  padding: 16px 0 24px;
`;
