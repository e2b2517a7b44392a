/**
 * The product's buttons: an outline button (`ButtonBase`, the secondary action and the base of the others)
 * and the filled `PrimaryButton`, in two sizes. `md` (40 px, the default) sits in rows of cards, filters and
 * page actions and never wraps, so a row keeps one height; `lg` (46 px) is a screen's main step (the solving
 * flow, the chat frame's lone action), where a longer label may wrap on a narrow phone.
 */
import styled, { css } from 'styled-components';

export type ButtonSize = 'md' | 'lg';

const sizes = {
  md: css`
    height: 40px;
    padding: 0 16px;
    font-size: 14px;
    white-space: nowrap;
  `,
  lg: css`
    min-height: 46px;
    padding: 0 18px;
    font-size: 15px;
  `,
};

export const ButtonBase = styled.button<{ $size?: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  ${({ $size = 'md' }) => sizes[$size]}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

export const PrimaryButton = styled(ButtonBase)`
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  /* A screen's main step stands out from the outline button beside it. */
  font-weight: ${({ $size }) => ($size === 'lg' ? 700 : 600)};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryDark};
    color: #fff;
  }
`;
