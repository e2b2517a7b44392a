/**
 * 시험 유형 관리 (/exam-types): the brand's categories (the spec's fixed top level, which keep their
 * names) each with its sub-types in tree order and how many exams (drafts included) hang under each. An operator adds
 * a sub-type under a category or another sub-type, renames one, moves it up or down among its siblings, and deletes
 * one that has no exams and no sub-types; otherwise 삭제 is disabled with the reason beside it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { EXAM_TYPE_NAME_MAX_LENGTH } from '../../contracts/constants';
import {
  type ConsoleExamType,
  consoleExamTypesKey,
  createConsoleExamType,
  deleteConsoleExamType,
  listConsoleExamTypes,
  updateConsoleExamType,
} from '../api/console-authoring-api';
import { getErrorMessage } from '../api/error-catalogue';
import { useModal } from '../modal/modal-provider';
import { getBrowserCbtClient } from '../session/browser-client';
import { useToast } from '../toast/toast-provider';
import { ButtonBase, PrimaryButton } from '../ui/button';
import { SelectField } from '../ui/choice-fields';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormError, TextField } from '../ui/form';
import { Card, EmptyState, PageLead, Stack } from '../ui/page-layout';
import { ConsoleTable, Muted, RowActions, TableScroller } from './console-table';
import { descendantsOf, moveTypePatches } from './exam-type-tree';
import { consoleMessages } from './console-messages';

const NAME_MAX = EXAM_TYPE_NAME_MAX_LENGTH;

export function ExamTypeManager() {
  const types = useQuery({ queryKey: consoleExamTypesKey, queryFn: () => listConsoleExamTypes(getBrowserCbtClient()) });
  if (types.isError) return <EmptyState title="시험 유형을 불러오지 못했습니다.">{getErrorMessage(types.error)}</EmptyState>;
  if (!types.data) return <Muted role="status">불러오는 중…</Muted>;
  const items = types.data;
  const categories = items.filter((item) => item.parentId === null);
  return (
    <Stack $gap={20}>
      <PageLead>분류는 고정이며, 그 아래에 하위 유형을 만들어 시험을 나눕니다. 시험은 가장 아래 유형에 만들 수 있습니다.</PageLead>
      {categories.map((category) => (
        <CategoryCard key={category.id} category={category} items={items} />
      ))}
    </Stack>
  );
}

/** After any change: the console's lists (this tree, the exam form's type select) are read again. */
function useTypeChange() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<string>): Promise<boolean> => {
    setPending(true);
    try {
      const done = await action();
      await queryClient.invalidateQueries({ queryKey: ['console'] });
      toast(done, 'success');
      return true;
    } catch (error) {
      // A move is several writes: whatever went through is shown, with the refusal.
      await queryClient.invalidateQueries({ queryKey: ['console'] });
      toast(getErrorMessage(error), 'error');
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

function CategoryCard({ category, items }: { category: ConsoleExamType; items: readonly ConsoleExamType[] }) {
  const headingId = useId();
  const descendants = descendantsOf(items, category.id);
  return (
    <CategorySection as="section" aria-labelledby={headingId} data-testid="exam-type-category" data-category-id={category.id}>
      <Stack $gap={12}>
        <h2 id={headingId}>
          {category.name} <Muted as="span">시험 {category.examCount}개</Muted>
        </h2>
        {descendants.length === 0 ? (
          <Muted as="p">하위 유형이 없습니다.</Muted>
        ) : (
          <TableScroller>
            <ConsoleTable>
              <caption className="visually-hidden">{category.name} 하위 유형</caption>
              <thead>
                <tr>
                  <th scope="col">유형</th>
                  <th scope="col">시험</th>
                  <th scope="col">순서</th>
                  <th scope="col">처리</th>
                </tr>
              </thead>
              <tbody>
                {descendants.map((type) => (
                  <TypeRow key={type.id} type={type} items={items} />
                ))}
              </tbody>
            </ConsoleTable>
          </TableScroller>
        )}
        <AddTypeForm category={category} descendants={descendants} />
      </Stack>
    </CategorySection>
  );
}

function TypeRow({ type, items }: { type: ConsoleExamType; items: readonly ConsoleExamType[] }) {
  const modal = useModal();
  const reasonId = useId();
  const { pending, run } = useTypeChange();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameError, setRenameError] = useState<string | undefined>();
  const up = moveTypePatches(items, type.id, -1);
  const down = moveTypePatches(items, type.id, 1);
  const blocked = type.examCount > 0 ? `시험 ${type.examCount}개가 있어 삭제할 수 없습니다.` : type.childCount > 0 ? '하위 유형이 있어 삭제할 수 없습니다.' : null;

  const move = (patches: Array<{ id: number; sortOrder: number }>, label: string) =>
    void run(async () => {
      for (const patch of patches) await updateConsoleExamType(getBrowserCbtClient(), patch.id, { sortOrder: patch.sortOrder });
      return consoleMessages.typeMoved(type.name, label);
    });

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const name = (renaming ?? '').trim();
    if (!name) return setRenameError('유형 이름을 입력해주세요.');
    if ([...name].length > NAME_MAX) return setRenameError(`유형 이름은 ${NAME_MAX}자 이하로 입력해주세요.`);
    setRenameError(undefined);
    if (name === type.name) return setRenaming(null);
    const ok = await run(async () => {
      await updateConsoleExamType(getBrowserCbtClient(), type.id, { name });
      return consoleMessages.typeRenamed(name);
    });
    if (ok) setRenaming(null);
  };

  const remove = () =>
    modal.openModal((close) => (
      <ConfirmDialog
        title={`${type.name} 유형을 삭제할까요?`}
        message="삭제한 유형은 되돌릴 수 없습니다."
        confirmLabel="삭제"
        testId="exam-type-delete-dialog"
        onCancel={close}
        onConfirm={() => {
          close();
          void run(async () => {
            await deleteConsoleExamType(getBrowserCbtClient(), type.id);
            return `${type.name} 유형을 삭제했습니다.`;
          });
        }}
      />
    ));

  return (
    <tr data-testid="exam-type-row" data-type-id={type.id}>
      <td>
        <Indented $depth={type.depth}>
          {renaming === null ? (
            <strong>{type.name}</strong>
          ) : (
            <InlineForm onSubmit={(event) => void rename(event)} noValidate aria-label={`${type.name} 이름 바꾸기`}>
              <TextField
                label="새 이름"
                value={renaming}
                maxLength={NAME_MAX * 2}
                error={renameError}
                autoFocus
                onChange={(event) => setRenaming(event.target.value)}
                disabled={pending}
              />
              <RowActions>
                <PrimaryButton type="submit" disabled={pending}>
                  저장
                </PrimaryButton>
                <ButtonBase type="button" onClick={() => setRenaming(null)} disabled={pending}>
                  취소
                </ButtonBase>
              </RowActions>
            </InlineForm>
          )}
        </Indented>
      </td>
      <td>{type.examCount}개</td>
      <td>
        <RowActions>
          <ButtonBase type="button" aria-label={`${type.name} 위로`} disabled={pending || up.length === 0} onClick={() => move(up, '위로')}>
            ↑
          </ButtonBase>
          <ButtonBase type="button" aria-label={`${type.name} 아래로`} disabled={pending || down.length === 0} onClick={() => move(down, '아래로')}>
            ↓
          </ButtonBase>
        </RowActions>
      </td>
      <td>
        <RowActions>
          {renaming === null ? (
            <ButtonBase type="button" aria-label={`${type.name} 이름 바꾸기`} disabled={pending} onClick={() => setRenaming(type.name)}>
              이름 바꾸기
            </ButtonBase>
          ) : null}
          <ButtonBase type="button" aria-label={`${type.name} 삭제`} aria-describedby={blocked ? reasonId : undefined} disabled={pending || blocked !== null} onClick={remove}>
            삭제
          </ButtonBase>
        </RowActions>
        {blocked ? (
          <Muted id={reasonId} data-testid="exam-type-delete-reason">
            {blocked}
          </Muted>
        ) : null}
      </td>
    </tr>
  );
}

function AddTypeForm({ category, descendants }: { category: ConsoleExamType; descendants: readonly ConsoleExamType[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [parentId, setParentId] = useState(String(category.id));
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const parents = [
    { value: String(category.id), label: `${category.name} (분류 바로 아래)` },
    ...descendants.map((type) => ({ value: String(type.id), label: `${'　'.repeat(type.depth - 1)}${type.name}` })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setFormError(null);
    if (!trimmed) return setError('유형 이름을 입력해주세요.');
    if ([...trimmed].length > NAME_MAX) return setError(`유형 이름은 ${NAME_MAX}자 이하로 입력해주세요.`);
    setError(undefined);
    setPending(true);
    try {
      await createConsoleExamType(getBrowserCbtClient(), { parentId: Number(parentId), name: trimmed });
      setName('');
      toast(`${trimmed} 유형을 만들었습니다.`, 'success');
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch (failure) {
      // Beside the form, where the name typed stays to be corrected (a name taken under this parent: 409).
      setFormError(getErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <AddForm onSubmit={(event) => void submit(event)} noValidate aria-label={`${category.name}에 하위 유형 추가`} data-testid="exam-type-add-form">
      <SelectField label="상위 유형" value={parentId} options={parents} onChange={(event) => setParentId(event.target.value)} disabled={pending} />
      <TextField label="새 하위 유형 이름" value={name} maxLength={NAME_MAX * 2} error={error} onChange={(event) => setName(event.target.value)} disabled={pending} />
      <div>
        <PrimaryButton type="submit" disabled={pending}>
          하위 유형 추가
        </PrimaryButton>
      </div>
      {formError ? (
        <FullRow>
          <FormError role="alert" data-testid="exam-type-add-error">
            {formError}
          </FormError>
        </FullRow>
      ) : null}
    </AddForm>
  );
}

const CategorySection = styled(Card)`
  padding: 16px;
`;

const FullRow = styled.div`
  grid-column: 1 / -1;
`;

const Indented = styled.div<{ $depth: number }>`
  padding-left: ${({ $depth }) => Math.max(0, $depth - 1) * 20}px;
`;

const InlineForm = styled.form`
  display: grid;
  gap: 8px;
  max-width: 320px;
`;

const AddForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
  gap: 12px;
`;
