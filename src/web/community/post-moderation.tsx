/**
 * An ADMIN's moderation of a community post on its page: hide it pending review or restore it, and
 * pin it above its board's list (공지 고정) or unpin it. Each step asks first, is refused by the server for anyone else
 * (the policy decides; this bar only shows when the post says viewerCanModerate), and refreshes every community query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { CommunityPost } from '../api/community-posts-api';
import { type CommunityPostModeration, moderateCommunityPost } from '../api/community-post-actions-api';
import { graphqlErrorMessage } from '../api/graphql-errors';
import { useModal } from '../modal/modal-provider';
import { toast } from '../toast/toast-provider';
import { ButtonBase } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { browserCommunityClient } from '../api/community-client';
import { communityKeys } from './community-queries';

interface StepCopy {
  label: string;
  title: string;
  message: string;
  done: string;
}

function stepCopy(step: CommunityPostModeration): StepCopy {
  switch (step.kind) {
    case 'hide':
      return {
        label: '숨기기',
        title: '이 글을 숨길까요?',
        message: '작성자와 운영자 외에는 목록과 글 화면에서 볼 수 없게 돼요.',
        done: '글을 숨겼어요.',
      };
    case 'restore':
      return {
        label: '숨김 해제',
        title: '이 글을 다시 보이게 할까요?',
        message: '열린 신고는 처리 완료로 바뀌고, 다시 숨기려면 새 신고 5건이 필요해요.',
        done: '글을 다시 보이게 했어요.',
      };
    case 'pin':
      return step.pinned
        ? { label: '공지로 고정', title: '공지로 고정할까요?', message: '게시판 첫 페이지 맨 위에 고정돼요.', done: '공지로 고정했어요.' }
        : { label: '공지 해제', title: '공지 고정을 해제할까요?', message: '일반 글로 목록에 다시 보여요.', done: '공지 고정을 해제했어요.' };
  }
}

export function PostModerationBar({ post }: { post: CommunityPost }) {
  const queryClient = useQueryClient();
  const modal = useModal();
  const moderate = useMutation({
    mutationFn: (step: CommunityPostModeration) => moderateCommunityPost(browserCommunityClient, post.id, step),
    onSuccess: (_post, step) => {
      toast(stepCopy(step).done, 'success');
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
    onError: (error) => toast(graphqlErrorMessage(error, '처리하지 못했어요. 잠시 후 다시 시도해주세요.'), 'error'),
  });
  if (!post.viewerCanModerate) return null;

  const steps: CommunityPostModeration[] = [
    post.hiddenAt ? { kind: 'restore' } : { kind: 'hide' },
    { kind: 'pin', pinned: !post.isNotice },
  ];
  const ask = (step: CommunityPostModeration) => {
    const copy = stepCopy(step);
    modal.openModal((close) => (
      <ConfirmDialog
        title={copy.title}
        message={copy.message}
        confirmLabel={copy.label}
        onCancel={close}
        onConfirm={() => {
          close();
          moderate.mutate(step);
        }}
        testId="post-moderation-dialog"
      />
    ));
  };

  return (
    <Bar aria-label="운영자 관리" data-testid="post-moderation">
      <strong>운영자</strong>
      {steps.map((step) => (
        <ButtonBase
          key={step.kind}
          type="button"
          onClick={() => ask(step)}
          disabled={moderate.isPending}
          data-testid={`post-moderation-${step.kind}`}
        >
          {stepCopy(step).label}
        </ButtonBase>
      ))}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 16px;
  padding: 12px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  strong {
    margin-right: auto;
    font-size: 14px;
  }
`;
