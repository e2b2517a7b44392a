/**
 * Brand B shop catalogue (docs/CONTRACTS.md "Brand B shop"): products of a category list
 * (`/list/{categoryId}`), one product, and the search (`/search?keywords=`). Products sell exams; the price a member
 * pays is `price`, the sale price while its period runs and the list price otherwise.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, Page } from './common';

export const ShopProductSort = Type.Union([Type.Literal('LATEST'), Type.Literal('POPULAR'), Type.Literal('PRICE_ASC')], {
  description: 'LATEST 최신순, POPULAR 인기순 (결제된 주문 수), PRICE_ASC 낮은 가격순',
});
export type ShopProductSort = Static<typeof ShopProductSort>;

export const ShopProductSummary = Type.Object({
  productNo: Type.Integer({ description: '상품 번호' }),
  optionNo: Type.Integer({ description: '옵션 번호' }),
  title: Type.String(),
  listPrice: Type.Integer({ description: '정가 (원)' }),
  price: Type.Integer({ description: '지금 결제할 금액 (원): 할인 기간이면 할인가' }),
  onSale: Type.Boolean({ description: '할인 기간 중인지' }),
  saleEndsAt: Nullable(DateTime({ description: '할인이 끝나는 시각 (할인 중일 때)' })),
  categoryId: Nullable(Type.Integer()),
  categoryLabel: Nullable(Type.String()),
  examIdx: Nullable(Type.Integer({ description: '판매하는 시험 번호' })),
});
export type ShopProductSummary = Static<typeof ShopProductSummary>;

export const ShopProduct = Type.Object({
  ...ShopProductSummary.properties,
  description: Type.String(),
  examDescription: Nullable(Type.String({ description: '시험 소개' })),
  paperCount: Type.Integer({ description: '시험지 (회차) 수' }),
});
export type ShopProduct = Static<typeof ShopProduct>;

export const ShopProductPage = Page(ShopProductSummary);
export type ShopProductPage = Static<typeof ShopProductPage>;

export const ShopProductListParams = Type.Object({ categoryId: Id('분류 번호') });
export const ShopProductListQuery = Type.Object(
  {
    sort: Type.Optional(ShopProductSort),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: '페이지 (1부터, 20개씩)' })),
  },
  { additionalProperties: false },
);
export type ShopProductListQuery = Static<typeof ShopProductListQuery>;

/** A category's list: the category and one page of its products. */
export const ShopCategoryProducts = Type.Object({
  category: Type.Object({ categoryId: Type.Integer(), label: Type.String() }),
  products: ShopProductPage,
});
export type ShopCategoryProducts = Static<typeof ShopCategoryProducts>;

export const ShopProductParams = Type.Object({ productNo: Id('상품 번호') });

export const ShopProductSearchQuery = Type.Object(
  {
    keywords: Type.Optional(Type.String({ maxLength: 1000, description: '검색어 (공백만이면 400 "1글자 이상 검색해주세요.")' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type ShopProductSearchQuery = Static<typeof ShopProductSearchQuery>;
