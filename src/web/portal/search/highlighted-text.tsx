/** Text with the parts matching the search query in <mark> (highlight.ts decides which). */
import styled from 'styled-components';
import { highlightMatches } from './highlight';

export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightMatches(text, query).map((part, i) =>
        part.match ? (
          <Mark key={i} data-testid="search-highlight">
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

// Dark text on a light tint of the brand colour: well above 4.5:1, and not colour alone (bold too).
const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.primary}1f;
  color: inherit;
  font-weight: 800;
`;
