/** Looks shared by the headers, popups and the chat frame, so every floating panel and icon control matches. */
import { css } from 'styled-components';

/** A floating panel (dropdowns, popups): bordered card, shadow, padded link rows. */
export const menuSurface = css`
  min-width: 180px;
  padding: 8px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.12);
  a {
    display: block;
    padding: 8px 16px;
    font-size: 14px;
    white-space: nowrap;
  }
`;

/** A 40 px round icon control (button or link) with a hover tint. */
export const roundIcon = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;
