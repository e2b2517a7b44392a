/**
 * `/search?keywords=` (spec §2.3, §5): products whose titles match as Korean text, 20 per page. Blank keywords are
 * refused by the server with "1글자 이상 검색해주세요.", shown here; the form refuses them with the same alert as the
 * header's search.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { getBrand } from '@/config/brands';
import { getErrorMessage, getErrorStatus, getServerMessage } from '@/web/api/error-catalogue';
import { submitShopSearch } from '@/web/brand/header-b-search';
import { getBrowserShopClient } from '@/web/session/browser-client';
import { ProductGrid } from '@/web/shop/product-list';
import { ShopFrame } from '@/web/shop/shop-layout';
import { shopQueries } from '@/web/shop/shop-page-queries';
import { shopPage } from '@/web/shop/shop-ssr';
import { ssrPrefetch } from '@/web/ssr/ssr-fetch';
import type { ShellPageProps } from '@/web/ssr/shell-page';
import { PrimaryButton } from '@/web/ui/button';
import { FormError, TextField } from '@/web/ui/form';
import { EmptyState } from '@/web/ui/page-layout';
import { LinkPagination, pageFromQuery } from '@/web/ui/pagination';

interface SearchPageProps {
  keywords: string;
  page: number;
}

export const getServerSideProps = shopPage<SearchPageProps>({
  seo: { title: '상품 검색', noIndex: true },
  load: async ({ ctx, session, shop }) => {
    const raw = ctx.query.keywords;
    const keywords = (Array.isArray(raw) ? raw[0] : raw) ?? '';
    const page = pageFromQuery(ctx.query.page);
    // A refusal (blank keywords: 400) stays out of the cache; the page asks again and shows the server's message.
    await ssrPrefetch(session, shopQueries.search(shop, keywords, page));
    return { props: { keywords, page } };
  },
});

export default function ShopSearchPage({ keywords, page, siteOrigins }: ShellPageProps & SearchPageProps) {
  const shop = getBrand('b').shop!;
  const [text, setText] = useState(keywords);
  const result = useQuery({ ...shopQueries.search(getBrowserShopClient(), keywords, page), retry: false });
  const refused = result.isError && getErrorStatus(result.error) === 400;
  return (
    <ShopFrame title="상품 검색" crumbs={[{ label: '검색' }]} lead={keywords.trim() ? `“${keywords.trim()}” 검색 결과` : undefined}>
      <SearchForm
        role="search"
        aria-label="상품 검색"
        onSubmit={(event) => {
          event.preventDefault();
          submitShopSearch(shop, siteOrigins, text);
        }}
      >
        <TextField label="검색어" name="keywords" type="search" value={text} onChange={(event) => setText(event.target.value)} />
        <PrimaryButton type="submit">검색</PrimaryButton>
      </SearchForm>
      {refused ? (
        <FormError role="alert" data-testid="search-refused">
          {getServerMessage(result.error) ?? getErrorMessage(result.error)}
        </FormError>
      ) : result.isError ? (
        <FormError role="alert">{getErrorMessage(result.error)}</FormError>
      ) : result.data ? (
        <>
          <p>검색 결과 {result.data.totalCount}개</p>
          {result.data.items.length ? (
            <ProductGrid products={result.data.items} />
          ) : (
            <EmptyState title="검색 결과가 없습니다">다른 검색어로 찾아보세요. 초성(ㄱㄴㄷ)으로도 찾을 수 있습니다.</EmptyState>
          )}
          <LinkPagination
            page={result.data.page}
            pageSize={result.data.pageSize}
            totalCount={result.data.totalCount}
            hrefFor={(n) => `/search?keywords=${encodeURIComponent(keywords)}${n > 1 ? `&page=${n}` : ''}`}
          />
        </>
      ) : null}
    </ShopFrame>
  );
}

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 8px;
  max-width: 560px;
  margin-bottom: 16px;
  button {
    height: 48px;
  }
`;
