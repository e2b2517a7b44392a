/**
 * 자주 묻는 질문 관리 (/faq): the brand's questions in the order the public page shows them, grouped there by
 * 분류. An operator adds one (last), edits one in the same form, moves one up or down a place, and deletes one after
 * confirming. Every change is read back from the server; a refusal shows its Korean message.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FAQ_ANSWER_MAX, FAQ_CATEGORY_MAX, FAQ_QUESTION_MAX } from '../../contracts/constants';
import {
  type ConsoleFaqEntry,
  consoleFaqKey,
  createConsoleFaqEntry,
  deleteConsoleFaqEntry,
  listConsoleFaq,
  moveConsoleFaqEntry,
  updateConsoleFaqEntry,
} from '../api/console-faq-api';
import { getErrorMessage } from '../api/error-catalogue';
import { useModal } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { TextAreaField } from '../ui/choice-fields';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormError, TextField } from '../ui/form';
import { Card, EmptyState, PageLead, Stack } from '../ui/page-layout';
import { ConsoleTable, Muted, RowActions, TableScroller } from './console-table';

const EMPTY = { category: '', question: '', answer: '' };

export function FaqManager() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const modal = useModal();
  const entries = useQuery({ queryKey: consoleFaqKey, queryFn: () => listConsoleFaq(getBrowserCbtClient()) });
  const [editing, setEditing] = useState<ConsoleFaqEntry | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<string>): Promise<boolean> => {
    setPending(true);
    try {
      toast(await action(), 'success');
      return true;
    } catch (error) {
      toast(getErrorMessage(error), 'error');
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: consoleFaqKey });
      setPending(false);
    }
  };

  const confirmDelete = (entry: ConsoleFaqEntry) =>
    modal.openModal((close) => (
      <ConfirmDialog
        title="이 질문을 삭제할까요?"
        message={entry.question}
        confirmLabel="삭제"
        testId="faq-delete-dialog"
        onCancel={close}
        onConfirm={() => {
          close();
          void run(async () => {
            await deleteConsoleFaqEntry(getBrowserCbtClient(), entry.id);
            if (editing?.id === entry.id) setEditing(null);
            return '질문을 삭제했습니다.';
          });
        }}
      />
    ));

  if (entries.isError) return <EmptyState title="자주 묻는 질문을 불러오지 못했습니다.">{getErrorMessage(entries.error)}</EmptyState>;
  if (!entries.data) return <Muted role="status">불러오는 중…</Muted>;
  const items = entries.data;
  return (
    <Stack $gap={20}>
      <PageLead>포털의 자주 묻는 질문 화면에 이 순서대로, 분류별로 묶여 보입니다. 바꾼 내용은 1분 안에 반영됩니다.</PageLead>
      {items.length === 0 ? (
        <EmptyState title="등록된 질문이 없습니다." />
      ) : (
        <TableScroller>
          <ConsoleTable data-testid="faq-table">
            <thead>
              <tr>
                <th scope="col">분류</th>
                <th scope="col">질문</th>
                <th scope="col">관리</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry, index) => (
                <tr key={entry.id} data-testid="faq-row">
                  <td>{entry.category}</td>
                  <td>{entry.question}</td>
                  <td>
                    <RowActions>
                      <ButtonBase
                        type="button"
                        disabled={pending || index === 0}
                        aria-label={`${entry.question} 위로`}
                        onClick={() => void run(async () => (await moveConsoleFaqEntry(getBrowserCbtClient(), entry.id, 'up'), '순서를 바꿨습니다.'))}
                      >
                        ↑
                      </ButtonBase>
                      <ButtonBase
                        type="button"
                        disabled={pending || index === items.length - 1}
                        aria-label={`${entry.question} 아래로`}
                        onClick={() => void run(async () => (await moveConsoleFaqEntry(getBrowserCbtClient(), entry.id, 'down'), '순서를 바꿨습니다.'))}
                      >
                        ↓
                      </ButtonBase>
                      <ButtonBase type="button" disabled={pending} onClick={() => setEditing(entry)}>
                        수정
                      </ButtonBase>
                      <ButtonBase type="button" disabled={pending} onClick={() => confirmDelete(entry)}>
                        삭제
                      </ButtonBase>
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </ConsoleTable>
        </TableScroller>
      )}
      <FaqForm
        key={editing?.id ?? 'new'}
        entry={editing}
        pending={pending}
        onCancel={() => setEditing(null)}
        onSave={(fields) =>
          run(async () => {
            if (editing) {
              await updateConsoleFaqEntry(getBrowserCbtClient(), editing.id, fields);
              setEditing(null);
              return '질문을 고쳤습니다.';
            }
            await createConsoleFaqEntry(getBrowserCbtClient(), fields);
            return '질문을 등록했습니다.';
          })
        }
      />
    </Stack>
  );
}

function FaqForm({
  entry,
  pending,
  onSave,
  onCancel,
}: {
  entry: ConsoleFaqEntry | null;
  pending: boolean;
  onSave: (fields: typeof EMPTY) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(entry ? { category: entry.category, question: entry.question, answer: entry.answer } : EMPTY);
  const [error, setError] = useState<string>();
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.category.trim() || !fields.question.trim() || !fields.answer.trim()) return setError('분류, 질문과 답변을 모두 입력해주세요.');
    setError(undefined);
    if ((await onSave(fields)) && !entry) setFields(EMPTY);
  };

  return (
    <FormCard as="form" onSubmit={onSubmit} aria-label={entry ? '질문 수정' : '질문 등록'} data-testid="faq-form">
      <h2>{entry ? '질문 수정' : '새 질문 등록'}</h2>
      <TextField label="분류" value={fields.category} maxLength={FAQ_CATEGORY_MAX} hint="예: 회원·계정" onChange={set('category')} />
      <TextField label="질문" value={fields.question} maxLength={FAQ_QUESTION_MAX} onChange={set('question')} />
      <TextAreaField label="답변" rows={5} value={fields.answer} maxLength={FAQ_ANSWER_MAX} onChange={set('answer')} />
      {error ? <FormError role="alert">{error}</FormError> : null}
      <RowActions>
        {entry ? (
          <ButtonBase type="button" onClick={onCancel}>
            취소
          </ButtonBase>
        ) : null}
        <PrimaryButton type="submit" disabled={pending}>
          {entry ? '저장' : '등록'}
        </PrimaryButton>
      </RowActions>
    </FormCard>
  );
}

const FormCard = styled(Card)`
  display: grid;
  gap: 14px;
  padding: 20px;
  h2 {
    font-size: 17px;
    font-weight: 800;
  }
`;
