/**
 * Brand B search (spec §2.3, §5): a desktop input in the main row; below 768 px a search icon opens a popup
 * input. Both refuse an empty or whitespace-only keyword with the modal layer's alert and send a valid one
 * to the shop's search page.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { roundIcon } from '../styles/chrome-styles';
import type { ShopChrome } from '../../config/brands';
import type { Site } from '../../config/hosts';
import { showAlert } from '../modal/modal-provider';
import { usePopup } from './header-b-popup';
import { checkSearchKeyword, shopSearchUrl } from './shop-links';
import { SearchIcon } from '../ui/icons';

interface SearchProps {
  shop: ShopChrome;
  siteOrigins: Partial<Record<Site, string>>;
}

/** Runs the search rule: alert for nothing typed, else a full page load of the shop search. */
export function submitShopSearch(shop: ShopChrome, siteOrigins: Partial<Record<Site, string>>, text: string): boolean {
  const check = checkSearchKeyword(text);
  if (!check.ok) {
    void showAlert(check.message);
    return false;
  }
  window.location.assign(shopSearchUrl(shop, siteOrigins, check.keyword));
  return true;
}

function SearchForm({
  shop,
  siteOrigins,
  inputRef,
  className,
}: SearchProps & { inputRef?: React.RefObject<HTMLInputElement | null>; className?: string }) {
  const [text, setText] = useState('');
  return (
    <Form
      role="search"
      aria-label="상품 검색"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        submitShopSearch(shop, siteOrigins, text);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name="keywords"
        aria-label="검색어"
        placeholder="강의, 교재, 시험을 검색해보세요"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" aria-label="검색하기">
        검색
      </button>
    </Form>
  );
}

export function DesktopSearch(props: SearchProps) {
  return <DesktopForm {...props} />;
}

/** The mobile search icon and its popup input. */
export function MobileSearch({ route, ...props }: SearchProps & { route: string }) {
  const popup = usePopup<HTMLDivElement>(route);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (popup.open) inputRef.current?.focus();
  }, [popup.open]);

  return (
    <MobileSlot ref={popup.ref}>
      <IconButton
        ref={popup.toggleRef}
        type="button"
        aria-label={popup.open ? '검색창 닫기' : '검색창 열기'}
        aria-expanded={popup.open}
        aria-controls="brand-b-search-popup"
        onClick={() => popup.setOpen((v) => !v)}
      >
        <SearchIcon />
      </IconButton>
      {popup.open ? (
        <SearchPopup id="brand-b-search-popup" data-testid="mobile-search-popup">
          <SearchForm {...props} inputRef={inputRef} />
        </SearchPopup>
      ) : null}
    </MobileSlot>
  );
}

const Form = styled.form`
  display: flex;
  align-items: center;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  input {
    flex: 1;
    min-width: 0;
    height: 38px;
    padding: 0 14px;
    border: 0;
    font: inherit;
    font-size: 14px;
    outline: none;
  }
  button {
    flex: none;
    height: 38px;
    padding: 0 16px;
    border: 0;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
`;

const DesktopForm = styled(SearchForm)`
  flex: 1;
  max-width: 360px;
`;

const MobileSlot = styled.div`
  position: relative;
  display: flex;
`;

export const IconButton = styled.button`
  ${roundIcon}
`;

const SearchPopup = styled.div`
  position: fixed;
  top: 56px;
  left: 0;
  right: 0;
  z-index: 1250;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 24px rgba(15, 23, 42, 0.12);
`;
