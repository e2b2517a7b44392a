/** One section of /profile: a titled card with its own form, save button and result line (each saves on its own). */
import type { FormEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../../ui/button';
import { FormError } from '../../ui/form';
import { Card } from '../../ui/page-layout';
import { type TypedBeforeHydration, useTypedBeforeHydration } from '../../ui/use-typed-before-hydration';

export interface SectionResult {
  kind: 'success' | 'error';
  message: string;
}

export function ProfileSection({
  id,
  title,
  description,
  children,
  onSubmit,
  submitLabel,
  pending,
  result,
  danger,
  onTypedBeforeHydration,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  result: SectionResult | null;
  danger?: boolean;
  /** Takes over what was typed into the server-rendered fields before hydration (the save stays disabled till then). */
  onTypedBeforeHydration?: (typed: TypedBeforeHydration) => void;
}) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useTypedBeforeHydration(formRef, (typed) => onTypedBeforeHydration?.(typed));
  return (
    <ProfileSectionCard aria-labelledby={headingId} data-testid={`profile-${id}`}>
      <h2 id={headingId}>{title}</h2>
      {description ? <ProfileSectionDescription>{description}</ProfileSectionDescription> : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Fields>{children}</Fields>
        {result?.kind === 'error' ? (
          <FormError role="alert" data-testid={`profile-${id}-error`}>
            {result.message}
          </FormError>
        ) : null}
        {result?.kind === 'success' ? (
          <Success role="status" data-testid={`profile-${id}-result`}>
            {result.message}
          </Success>
        ) : null}
        <Actions>
          <SaveButton type="submit" disabled={pending || !hydrated} $danger={danger} data-testid={`profile-${id}-save`}>
            {pending ? '처리하는 중…' : submitLabel}
          </SaveButton>
        </Actions>
      </form>
    </ProfileSectionCard>
  );
}

export const ProfileSectionCard = styled(Card).attrs({ as: 'section' })`
  padding: 28px;
  h2 {
    font-size: 20px;
    font-weight: 700;
  }
  form {
    display: grid;
    gap: 16px;
    margin-top: 20px;
  }
`;

export const ProfileSectionDescription = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  /* A field with a hint is taller: the others keep their input at the same height instead of stretching. */
  align-items: start;
  gap: 16px 20px;
  &:empty {
    display: none;
  }
`;

/** A block of a section that takes the whole width (chip groups, checkbox lists). */
export const FullWidth = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 24px;
`;

const Success = styled.p`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => `${theme.colors.primary}14`};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const SaveButton = styled(PrimaryButton)<{ $danger?: boolean }>`
  ${({ theme, $danger }) =>
    $danger
      ? `border-color: ${theme.colors.danger}; background: ${theme.colors.danger};
         &:hover:not(:disabled) { background: ${theme.colors.danger}; filter: brightness(0.92); }`
      : ''}
`;
