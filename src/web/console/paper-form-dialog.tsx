/**
 * 회차 만들기 and 회차 수정 in the shared form dialog: a paper's title and time limit (minutes). A paper
 * made one by one is published at once (ADR 31: only imports start 비공개), but takers see it only once its exam is
 * published and it has problems. A new time limit applies to attempts started after it.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ConsoleExamDetail, createConsolePaper, updateConsolePaper } from '../api/console-authoring-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { FormDialogFooter, FormDialogLead, FormDialogPanel, FormDialogTitle } from '../ui/confirm-dialog';
import { TextField } from '../ui/form';
import { PAPER_TITLE_MAX, type PaperFormValues, checkPaperForm } from './authoring-forms';

export function PaperFormDialog({
  examIdx,
  paper,
  onClose,
  onSaved,
}: {
  examIdx: number;
  /** The paper being edited; none to make a new one after the exam's last. */
  paper?: Pick<ConsoleExamDetail, 'examDetailIdx' | 'title' | 'timeLimitMinutes'>;
  onClose: () => void;
  onSaved: (paper: ConsoleExamDetail) => void;
}) {
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<PaperFormValues>({ title: paper?.title ?? '', timeLimitMinutes: String(paper?.timeLimitMinutes ?? 60) });
  const [errors, setErrors] = useState<Partial<Record<keyof PaperFormValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => first.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPaperForm(values);
    setFormError(null);
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const client = getBrowserCbtClient();
      onSaved(paper ? await updateConsolePaper(client, paper.examDetailIdx, check.body) : await createConsolePaper(client, examIdx, check.body));
    } catch (error) {
      setFormError(getErrorMessage(error));
      setPending(false);
    }
  };

  return (
    <FormDialogPanel role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="paper-form-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormDialogTitle id={titleId}>{paper ? '회차 수정' : '회차 만들기'}</FormDialogTitle>
        <FormDialogLead>
          {paper ? '바꾼 제한 시간은 이후 시작하는 응시부터 적용됩니다.' : '회차는 공개 상태로 만들어지며, 시험을 공개하면 응시자에게 보입니다.'}
        </FormDialogLead>
        <TextField
          ref={first}
          label="회차 제목"
          value={values.title}
          maxLength={PAPER_TITLE_MAX * 2}
          error={errors.title}
          onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
          disabled={pending}
        />
        <TextField
          label="제한 시간(분)"
          inputMode="numeric"
          value={values.timeLimitMinutes}
          error={errors.timeLimitMinutes}
          onChange={(event) => setValues((current) => ({ ...current, timeLimitMinutes: event.target.value }))}
          disabled={pending}
        />
        <FormDialogFooter
          error={formError}
          errorTestId="paper-form-error"
          pending={pending}
          submitLabel={paper ? '저장' : '회차 만들기'}
          pendingLabel="저장하는 중…"
          submitTestId="paper-form-submit"
          onCancel={onClose}
        />
      </form>
    </FormDialogPanel>
  );
}
