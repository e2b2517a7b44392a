/**
 * The community's search box: on the home it searches every board, on a board page that board (the results
 * page offers the other scope too). A blank query is refused here with the server's own message, so the member is not
 * sent to a page that only says the same.
 */
import { useRouter } from 'next/router';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { toast } from '../toast/toast-provider';
import { PrimaryButton } from '../ui/button';
import { SearchIcon } from '../ui/icons';
import { COMMUNITY_SEARCH_BLANK_MESSAGE, COMMUNITY_SEARCH_QUERY_MAX_LENGTH } from '../../contracts/community';
import { communitySearchHref } from './community-queries';

export interface CommunitySearchFormProps {
  /** Search within this board; null searches the whole community. */
  boardSlug: string | null;
  /** The field's label (visually hidden): what is searched. */
  label: string;
  initialQuery?: string;
}

export function CommunitySearchForm({ boardSlug, label, initialQuery = '' }: CommunitySearchFormProps) {
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      toast(COMMUNITY_SEARCH_BLANK_MESSAGE, 'warn');
      return;
    }
    void router.push(communitySearchHref({ query: trimmed, boardSlug, page: 1 }));
  };
  return (
    <Form role="search" onSubmit={submit} data-testid="community-search-form">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon size={18} />
      <input
        id={id}
        type="search"
        value={query}
        maxLength={COMMUNITY_SEARCH_QUERY_MAX_LENGTH}
        placeholder="제목, 내용, 작성자로 검색"
        onChange={(event) => setQuery(event.target.value)}
        data-testid="community-search-input"
      />
      <PrimaryButton type="submit" data-testid="community-search-submit">
        검색
      </PrimaryButton>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-left: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 44px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font-size: 15px;
  }
  input:focus {
    outline: none;
  }
  button {
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
    height: 44px;
  }
`;
