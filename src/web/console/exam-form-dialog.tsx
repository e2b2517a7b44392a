/**
 * 시험 만들기 and 시험 정보 수정 in the shared form dialog: the exam type (a leaf of the brand's tree,
 * since exams hang under leaf types), title, description, and free or paid with a price where the brand sells exams
 * (brand B; brand A's exams are all free, as createExam's rule says). A new exam is a draft (초안) until it is
 * published from its paper list. A refusal stays in the dialog as the server's Korean message; nothing typed is lost.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { getBrand } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import { type ConsoleExam, createConsoleExam, updateConsoleExam } from '../api/console-authoring-api';
import { getErrorMessage } from '../api/error-catalogue';
import { getBrowserCbtClient } from '../session/browser-client';
import { RadioGroupField, SelectField, TextAreaField } from '../ui/choice-fields';
import { FormDialogFooter, FormDialogLead, FormDialogPanel, FormDialogTitle } from '../ui/confirm-dialog';
import { TextField } from '../ui/form';
import { EXAM_DESCRIPTION_MAX, EXAM_TITLE_MAX, type ExamFormField, type ExamFormValues, checkExamForm } from './authoring-forms';
import { Muted } from './console-table';
import { authoringExamTypesKey, leafExamTypeOptions, loadExamTypeTree } from './exam-type-options';

const PRICING = [
  { value: 'free', label: '무료' },
  { value: 'paid', label: '유료' },
] as const;

export function ExamFormDialog({
  brand,
  exam,
  onClose,
  onSaved,
}: {
  brand: BrandId;
  /** The exam being edited; none to make a new one. */
  exam?: ConsoleExam;
  onClose: () => void;
  onSaved: (exam: ConsoleExam) => void;
}) {
  const titleId = useId();
  const first = useRef<HTMLDivElement>(null);
  const sells = getBrand(brand).hasShop;
  const types = useQuery({ queryKey: authoringExamTypesKey, queryFn: () => loadExamTypeTree(getBrowserCbtClient()) });
  const [values, setValues] = useState<ExamFormValues>({
    examTypeId: exam ? String(exam.examTypeId) : '',
    title: exam?.title ?? '',
    description: exam?.description ?? '',
    isFree: exam?.isFree ?? true,
    price: exam?.price === null || exam?.price === undefined ? '' : String(exam.price),
  });
  const [errors, setErrors] = useState<Partial<Record<ExamFormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => first.current?.querySelector<HTMLElement>('select, input')?.focus(), []);

  const set = <K extends keyof ExamFormValues>(key: K, value: ExamFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkExamForm(values, sells);
    setFormError(null);
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const client = getBrowserCbtClient();
      const saved = exam ? await updateConsoleExam(client, exam.examIdx, check.body) : await createConsoleExam(client, check.body);
      onSaved(saved);
    } catch (error) {
      setFormError(getErrorMessage(error));
      setPending(false);
    }
  };

  const options = leafExamTypeOptions(types.data ?? []);
  return (
    <FormDialogPanel role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="exam-form-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormDialogTitle id={titleId}>{exam ? '시험 정보 수정' : '시험 만들기'}</FormDialogTitle>
        {exam ? null : <FormDialogLead>초안으로 만들어집니다. 회차와 문제를 넣은 뒤 공개하세요.</FormDialogLead>}
        <div ref={first}>
          <SelectField
            label="시험 유형"
            value={values.examTypeId}
            placeholder={types.data ? '선택하세요' : '불러오는 중…'}
            options={options}
            error={errors.examTypeId ?? (types.isError ? getErrorMessage(types.error) : undefined)}
            onChange={(event) => set('examTypeId', event.target.value)}
            disabled={pending}
          />
        </div>
        <TextField
          label="시험 제목"
          value={values.title}
          maxLength={EXAM_TITLE_MAX * 2}
          error={errors.title}
          onChange={(event) => set('title', event.target.value)}
          disabled={pending}
        />
        <TextAreaField
          label="설명"
          value={values.description}
          rows={3}
          maxLength={EXAM_DESCRIPTION_MAX * 2}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
          disabled={pending}
        />
        {sells ? (
          <>
            <RadioGroupField
              label="판매"
              name="exam-pricing"
              value={values.isFree ? 'free' : 'paid'}
              options={PRICING}
              onChange={(value) => set('isFree', value === 'free')}
              error={errors.isFree}
              disabled={pending}
            />
            {values.isFree ? null : (
              <TextField
                label="가격 (원)"
                inputMode="numeric"
                value={values.price}
                error={errors.price}
                onChange={(event) => set('price', event.target.value)}
                disabled={pending}
              />
            )}
          </>
        ) : (
          <Muted as="p">이 브랜드의 시험은 모두 무료입니다.</Muted>
        )}
        <FormDialogFooter
          error={formError}
          errorTestId="exam-form-error"
          pending={pending}
          submitLabel={exam ? '저장' : '시험 만들기'}
          pendingLabel="저장하는 중…"
          submitTestId="exam-form-submit"
          onCancel={onClose}
        />
      </form>
    </FormDialogPanel>
  );
}
