/**
 * 회원 탈퇴: the section explains what happens; its button opens a dialog that asks for the phrase 탈퇴합니다 and the
 * current password. Once the server has deleted the account (and logged this browser out) the member lands on the
 * home page as a visitor.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DELETE_CONFIRM_PHRASE } from '../../../contracts/profile';
import { deleteAccount } from '../../api/profile-api';
import { useModal } from '../../modal/modal-provider';
import { ButtonBase, PrimaryButton } from '../../ui/button';
import { FormError, TextField } from '../../ui/form';
import { browserPortalClient } from '../../api/portal-client';
import { ProfileSection } from './profile-section';
import { DialogPanel } from '../../ui/confirm-dialog';
import { graphqlErrorMessage } from '../../api/graphql-errors';
import { josaOf } from '../../../config/korean-particle';

export function DeleteAccountSection() {
  const modal = useModal();
  return (
    <ProfileSection
      id="delete"
      title="회원 탈퇴"
      description="탈퇴하면 이름, 연락처, 관심 분야, 스펙과 자기소개서가 지워지고 되돌릴 수 없어요. 남긴 댓글과 게시글은 '탈퇴한 회원'으로 남아요. 같은 이메일로 다시 가입할 수 있어요."
      onSubmit={(event) => {
        event.preventDefault();
        modal.openModal((close) => <DeleteAccountDialog onClose={close} />);
      }}
      submitLabel="회원 탈퇴"
      pending={false}
      result={null}
      danger
    >
      {null}
    </ProfileSection>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const remove = useMutation({
    mutationFn: () => deleteAccount(browserPortalClient, { confirmation, currentPassword: password }),
    // A full load: every cached query of the member goes with the page.
    onSuccess: () => window.location.assign('/?deleted=1'),
    onError: (e) => setError(graphqlErrorMessage(e, '탈퇴하지 못했어요. 잠시 후 다시 시도해주세요.')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (confirmation.trim() !== DELETE_CONFIRM_PHRASE) {
      setError(`탈퇴를 확인하려면 '${DELETE_CONFIRM_PHRASE}'${josaOf(DELETE_CONFIRM_PHRASE, '을/를')} 입력해주세요.`);
      return;
    }
    remove.mutate();
  };

  return (
    <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="delete-account-dialog">
      <h2 id={titleId}>정말 탈퇴하시겠어요?</h2>
      <p>계속하려면 아래에 &lsquo;{DELETE_CONFIRM_PHRASE}&rsquo;를 입력하고 현재 비밀번호를 확인해주세요.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          ref={first}
          label={`'${DELETE_CONFIRM_PHRASE}' 입력`}
          name="deleteConfirmation"
          autoComplete="off"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <TextField
          label="현재 비밀번호"
          name="deletePassword"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? <FormError role="alert">{error}</FormError> : null}
        <Buttons>
          <ButtonBase type="button" onClick={onClose}>
            취소
          </ButtonBase>
          <DangerButton type="submit" disabled={remove.isPending} data-testid="delete-account-confirm">
            {remove.isPending ? '탈퇴하는 중…' : '탈퇴하기'}
          </DangerButton>
        </Buttons>
      </form>
    </Dialog>
  );
}

const Dialog = styled(DialogPanel)`
  max-width: 420px;
  h2 {
    font-size: 18px;
    font-weight: 700;
  }
  p {
    margin-top: 8px;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  form {
    display: grid;
    gap: 14px;
    margin-top: 18px;
  }
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

const DangerButton = styled(PrimaryButton)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.danger};
  }
`;
