/** Pieces the inquiry panel's parts share. */
import styled from 'styled-components';

/** A bare 28 px control (×, –) that takes the colour of where it sits: white on the panel's header. */
export const IconButton = styled.button`
  width: 28px;
  height: 28px;
  border: 0;
  background: none;
  color: inherit;
  font-size: 18px;
  line-height: 1;
`;
