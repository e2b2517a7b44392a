/**
 * A console card with room inside: the floor's Card is only the border and surface (its users set their own
 * padding), so a console screen that puts content straight in a Card draws it against the border.
 */
import styled from 'styled-components';
import { mobileQuery } from '../styles/theme';
import { Card } from '../ui/page-layout';

export const ConsoleCard = styled(Card)`
  padding: 20px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 16px;
  }
`;
