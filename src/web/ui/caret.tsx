/** The small down-pointing triangle after a dropdown's label; drawn in the label's colour, hidden from screen readers. */
import styled from 'styled-components';

const Triangle = styled.span`
  width: 0;
  height: 0;
  border-left: 4px solid transparent;
  border-right: 4px solid transparent;
  border-top: 5px solid currentColor;
`;

export function Caret() {
  return <Triangle aria-hidden="true" />;
}
