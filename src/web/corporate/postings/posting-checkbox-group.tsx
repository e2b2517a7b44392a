/** A fieldset of checkboxes over option codes (관심 분야, 참여 대상, 혜택), and the fieldset style the form's single checkbox shares. */
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { PostingFormField } from '../../../config/posting-form';
import { FieldError } from '../../ui/form';

/** Where each field's element is kept, so a refused field can be focused (posting-register-form.tsx). */
export type PostingFieldRefs = React.MutableRefObject<Partial<Record<PostingFormField, HTMLElement | null>>>;

export function CheckboxGroup<C extends string>({
  label,
  field,
  codes,
  labels,
  values,
  error,
  onChange,
  refs,
}: {
  label: string;
  field: PostingFormField;
  codes: readonly C[];
  labels: Record<C, string>;
  values: readonly string[];
  error?: string;
  onChange: (next: string[]) => void;
  refs: PostingFieldRefs;
}): ReactNode {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} data-testid={`posting-${field}`}>
      <legend>{label}</legend>
      <div>
        {codes.map((code, index) => (
          <label key={code}>
            <input
              type="checkbox"
              name={field}
              value={code}
              checked={values.includes(code)}
              ref={
                index === 0
                  ? (element) => {
                      refs.current[field] = element;
                    }
                  : undefined
              }
              onChange={(event) => onChange(event.target.checked ? [...values, code] : values.filter((v) => v !== code))}
            />
            {labels[code]}
          </label>
        ))}
      </div>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Group>
  );
}

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-size: 14px;
    font-weight: 600;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
  }
`;
