/** The brand A header's integrated search (spec §2.2): a full page load to the portal's search. */
import { useState } from 'react';
import styled from 'styled-components';
import { SEARCH_PLACEHOLDER, searchUrl, type SiteOrigins } from './portal-links';
import { mobileQuery } from '../styles/theme';

export function SearchBox({ siteOrigins }: { siteOrigins: SiteOrigins }) {
  const [text, setText] = useState('');
  return (
    <SearchForm
      role="search"
      aria-label="통합 검색"
      onSubmit={(event) => {
        event.preventDefault();
        const url = searchUrl(siteOrigins, text);
        if (url) window.location.assign(url);
      }}
    >
      <input
        type="search"
        name="q"
        aria-label="검색어"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {/* Named apart from the pages' own search buttons. */}
      <button type="submit" aria-label="통합 검색">
        검색
      </button>
    </SearchForm>
  );
}

const SearchForm = styled.form`
  flex: 1;
  max-width: 420px;
  display: flex;
  align-items: center;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  overflow: hidden;
  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 16px;
    border: 0;
    font: inherit;
    font-size: 14px;
    outline: none;
  }
  button {
    height: 40px;
    padding: 0 16px;
    border: 0;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
  ${({ theme }) => mobileQuery(theme)} {
    max-width: none;
  }
`;
