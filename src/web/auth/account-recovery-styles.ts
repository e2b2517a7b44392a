/** The pieces the 비밀번호 찾기 and 이메일 찾기 forms share below their fields. */
import styled from 'styled-components';

/** What the server answered, shown as it is. */
export const Notice = styled.div`
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  font-size: 14px;
  line-height: 1.6;
  ul {
    margin: 8px 0 0;
    padding-left: 18px;
    font-weight: 700;
  }
`;

export const Footnote = styled.p`
  display: flex;
  justify-content: center;
  gap: 12px;
  font-size: 14px;
  a,
  button {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  button {
    border: 0;
    padding: 0;
    background: none;
    font-size: inherit;
    cursor: pointer;
  }
`;
