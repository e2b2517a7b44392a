/**
 * A labelled select, a radio group and a labelled multi-line text field, the companions of TextField (form.tsx): the same label,
 * border, focus ring, hint and announced error, so forms that need a choice or a paragraph look like the rest.
 */
import { forwardRef, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styled, { css } from 'styled-components';
import { FieldError } from './form';

interface FieldChrome {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, errorId, hintId, describedBy };
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldChrome {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first option with an empty value (e.g. 선택하세요), for an optional choice. */
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, options, placeholder, ...select },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldBox>
      <Label htmlFor={ids.fieldId}>{label}</Label>
      <Select ref={ref} id={ids.fieldId} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} $invalid={Boolean(error)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint && !error ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={ids.errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, ...textarea },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldBox>
      <Label htmlFor={ids.fieldId}>{label}</Label>
      <TextArea ref={ref} id={ids.fieldId} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} $invalid={Boolean(error)} {...textarea} />
      {hint && !error ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={ids.errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
});

export interface RadioGroupFieldProps<V extends string> {
  /** The group's legend. */
  label: string;
  name: string;
  value: V | null;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
}

/** One choice out of a few, all visible (a report's reason): a fieldset whose legend names the question. */
export function RadioGroupField<V extends string>({ label, name, value, options, onChange, error, disabled }: RadioGroupFieldProps<V>) {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <Legend>{label}</Legend>
      {options.map((option) => (
        <RadioLabel key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            disabled={disabled}
          />
          {option.label}
        </RadioLabel>
      ))}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  /* A fieldset is at least as wide as its content by default (min-inline-size: min-content). */
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  padding: 0;
  font-size: 14px;
  font-weight: 600;
`;

const RadioLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  font-size: 15px;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

// One column that may be narrower than its control's content: a select is as wide as its longest option, which
// would otherwise widen the field, its row and the page (a passage's summary pushed the problem editor to 1,468 px).
const FieldBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  align-content: start;
  min-width: 0;
`;

const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
`;

const control = css<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => `${theme.colors.primary}33`};
  }
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
  width: 100%;
  min-width: 0;
  height: 48px;
  padding: 0 10px;
  text-overflow: ellipsis;
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 110px;
  padding: 12px 14px;
  line-height: 1.5;
  resize: vertical;
  font-family: inherit;
`;

const Hint = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;
