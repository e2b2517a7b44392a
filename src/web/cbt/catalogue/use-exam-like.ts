/**
 * Like toggle of one exam (spec §4: two separate calls, like and unlike). Visitors go to the login page
 * and come back to this page; a stale session gets the same through the error catalogue.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { DEFAULT_MESSAGES_BY_STATUS, loginRedirectUrl } from '../../api/error-catalogue';
import { type ExamSummary, LIKED_EXAMS_PATH, likeExam, unlikeExam, type LikeState } from '../../api/exams-api';
import { useExamCommunitySteps } from '../exam-community-steps';
import { getBrowserCbtClient } from '../../session/browser-client';
import { useCurrentUser } from '../../session/use-current-user';
import { toast } from '../../toast/toast-provider';
import { catalogueKeys } from './exam-queries';
import { useApiErrorHandler } from '../../ui/query-state';

export interface ExamLike {
  liked: boolean;
  likeCount: number;
  pending: boolean;
  toggle: () => void;
}

/** Writes the server's answer into every cached copy of the exam so lists and detail agree at once. */
function applyLikeState(queryClient: ReturnType<typeof useQueryClient>, examIdx: number, state: LikeState) {
  queryClient.setQueryData<ExamSummary>(catalogueKeys.exam(examIdx), (old) =>
    old ? { ...old, viewerHasLiked: state.liked, likeCount: state.likeCount } : old,
  );
  void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.exams, 'list'] });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.best });
  void queryClient.invalidateQueries({ queryKey: [LIKED_EXAMS_PATH] });
}

export function useExamLike(exam: ExamSummary): ExamLike {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const onError = useApiErrorHandler();
  const runCommunitySteps = useExamCommunitySteps();
  const mutation = useMutation({
    mutationFn: (like: boolean) => (like ? likeExam : unlikeExam)(getBrowserCbtClient(), exam.examIdx),
    onSuccess: (state) => {
      applyLikeState(queryClient, exam.examIdx, state);
      // Spec §7.3: a like also runs the chat-room and board steps (errors only logged).
      if (state.liked) runCommunitySteps(exam);
      toast(state.liked ? '관심 시험에 추가했습니다.' : '관심 시험에서 삭제했습니다.', 'success');
    },
    onError,
  });
  return {
    liked: exam.viewerHasLiked,
    likeCount: exam.likeCount,
    pending: mutation.isPending,
    toggle: () => {
      if (!user) {
        toast(DEFAULT_MESSAGES_BY_STATUS[401]!, 'warn');
        void router.push(loginRedirectUrl(router.asPath));
        return;
      }
      if (!mutation.isPending) mutation.mutate(!exam.viewerHasLiked);
    },
  };
}
