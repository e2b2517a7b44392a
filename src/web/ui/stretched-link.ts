/**
 * A card's title link that covers the whole card, so the card opens what it names; the card is its positioned
 * ancestor, and controls that must stay clickable sit above the link. Keyboard focus outlines the whole card.
 */
import { css } from 'styled-components';

export const stretchedLinkStyles = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
