/** The editor's layout and fields (cover-letter-editor.tsx); Row is shared with its notices. */
import styled from 'styled-components';
import { Link } from '../../ui/link';

export const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  &:hover {
    text-decoration: underline;
  }
`;

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-bottom: 16px;
`;

export const TitleField = styled.div`
  flex: 1 1 320px;
  input {
    font-size: 18px;
    font-weight: 700;
  }
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
export const Layout = styled.div<{ $withHistory: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withHistory }) => ($withHistory ? 'minmax(0, 1fr) minmax(0, 360px)' : 'minmax(0, 1fr)')};
  gap: 20px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  > button:last-child {
    justify-self: start;
  }
`;

export const Target = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    padding: 0 4px;
    font-weight: 700;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-size: 14px;
    font-weight: 600;
  }
  textarea,
  select {
    width: 100%;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 15px;
    line-height: 1.6;
  }
  select {
    height: 48px;
  }
  textarea {
    resize: vertical;
  }
  textarea:focus,
  select:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

export const Hint = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Question = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

export const QuestionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    font-size: 16px;
    font-weight: 700;
  }
`;

export const Tools = styled.div`
  display: flex;
  gap: 6px;
`;

export const LimitField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  label {
    font-weight: 600;
  }
  input {
    width: 96px;
    height: 40px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  p {
    flex-basis: 100%;
  }
`;

export const AnswerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;
