/** Styles the order page's parts share (order-view.tsx, order-sheet-sections.tsx, order-summary.tsx). */
import styled from 'styled-components';
import { Card } from '../ui/page-layout';

export const Section = styled.div`
  display: grid;
  gap: 16px;
  padding: 24px;
  h2 {
    font-size: 18px;
    font-weight: 700;
  }
`;

export const Notice = styled(Card)`
  display: grid;
  gap: 12px;
  padding: 24px;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  dt {
    font-weight: 700;
  }
`;
