/**
 * An on/off button with a count beside its label (스크랩 12, 추천 3): the portal's posting scrap and the community's
 * like and scrap. One constant label with aria-pressed for the state, because a name that flips with the state reads
 * as two different buttons to a screen reader; pressed shows as the filled icon in the primary colour.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ButtonSize } from './button';

export interface CountToggleButtonProps {
  label: string;
  icon: ReactNode;
  pressed: boolean;
  count: number;
  onClick: () => void;
  disabled?: boolean;
  size?: ButtonSize;
  testId: string;
  countTestId: string;
}

export function CountToggleButton({ label, icon, pressed, count, onClick, disabled, size = 'md', testId, countTestId }: CountToggleButtonProps) {
  return (
    <Button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      data-pressed={pressed}
      $size={size}
    >
      {icon}
      <span>{label}</span>
      <Count data-testid={countTestId}>{count.toLocaleString('en-US')}</Count>
    </Button>
  );
}

const Button = styled.button<{ $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${({ $size }) => ($size === 'lg' ? '46px' : '40px')};
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  white-space: nowrap;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
    svg {
      fill: currentColor;
    }
  }
  &:disabled {
    cursor: default;
  }
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;
