/** 지원 취소, asked first: shared by the posting page's panel and 지원 현황. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawApplication } from '../api/applications-api';
import { graphqlErrorMessage } from '../api/graphql-errors';
import { useModal } from '../modal/modal-provider';
import { useToast } from '../toast/toast-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { getBrowserPortalClient } from '../api/portal-client';
import { myApplicationKeys } from './my-application-queries';

export function useWithdrawApplication(): { confirmWithdraw: (id: string, postingTitle: string) => void; pending: boolean } {
  const queryClient = useQueryClient();
  const modal = useModal();
  const { toast } = useToast();
  const withdraw = useMutation({
    mutationFn: (id: string) => withdrawApplication(getBrowserPortalClient(), id),
    onSuccess: () => {
      toast('지원을 취소했습니다.', 'success');
      void queryClient.invalidateQueries({ queryKey: myApplicationKeys.all });
    },
    onError: (error) => toast(graphqlErrorMessage(error, '지원을 취소하지 못했습니다. 잠시 후 다시 시도해주세요.'), 'error'),
  });
  const confirmWithdraw = (id: string, postingTitle: string) =>
    modal.openModal((close) => (
      <ConfirmDialog
        title="지원을 취소할까요?"
        message={`「${postingTitle}」에 보낸 자기소개서와 스펙 요약이 기업의 지원자 목록에서 삭제됩니다. 접수 기간 안에는 다시 지원할 수 있습니다.`}
        confirmLabel="지원 취소"
        testId="withdraw-application-dialog"
        onCancel={close}
        onConfirm={() => {
          close();
          withdraw.mutate(id);
        }}
      />
    ));
  return { confirmWithdraw, pending: withdraw.isPending };
}
