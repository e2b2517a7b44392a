/** Typed brand B shop calls (spec §7.2, docs/CONTRACTS.md). Every function takes the client first. */
import { type ApiClient, isApiError } from './api-client';
import { EXAM_ORDER_COUNT } from '../../contracts/constants';
import type { CartCount, CreateOrderBody, CreatedOrder, ExamProduct, ShopCategory, ShopUser } from '../../contracts/shop';

export type { CreateOrderBody, ExamProduct, ShopCategory, ShopCategoryKind, ShopUser } from '../../contracts/shop';

/** The one line an exam purchase orders. */
export interface CreateOrderInput {
  productNo: number;
  optionNo: number;
}

export const ANONYMOUS_NAME = '익명';
export const NAME_SUFFIX = '님';

/** The logged-in shop user, or null when logged out (401). Other errors propagate. */
export async function getShopUser(client: ApiClient): Promise<ShopUser | null> {
  try {
    const { data } = await client.get<ShopUser | '' | null>('/users/me');
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    if (isApiError(error) && error.response?.status === 401) return null;
    throw error;
  }
}

export async function getCartCount(client: ApiClient): Promise<number> {
  const { data } = await client.get<CartCount | number>('/shop/cart/count', {
    headers: { platform: 'PC' },
  });
  const count = typeof data === 'number' ? data : Number(data?.count);
  return Number.isFinite(count) ? count : 0;
}

export async function getGnbCategories(client: ApiClient): Promise<ShopCategory[]> {
  const { data } = await client.get<ShopCategory[]>('/v2/categories/gnb');
  if (!Array.isArray(data)) return [];
  // An unknown or missing kind is a plain course list.
  return data.map(({ label, categoryId, kind }): ShopCategory => ({
    label,
    categoryId,
    kind: kind === 'MAJOR_LEARNING' ? 'MAJOR_LEARNING' : 'LIST',
  }));
}

export async function getExamProduct(client: ApiClient, examIdx: number | string): Promise<ExamProduct> {
  const { data } = await client.get<ExamProduct>(`/cbt-product/exams/${encodeURIComponent(String(examIdx))}`);
  return { optionId: data.optionId, shopbyProductId: data.shopbyProductId };
}

export function createOrderBody(input: CreateOrderInput): CreateOrderBody {
  return { products: [{ productNo: input.productNo, optionNo: input.optionNo, orderCnt: EXAM_ORDER_COUNT }] };
}

/** Creates an order sheet for one exam product and returns its number. */
export async function createOrder(client: ApiClient, input: CreateOrderInput): Promise<string> {
  const { data } = await client.post<CreatedOrder>('/v2/orders', createOrderBody(input));
  return data.orderSheetNo;
}

/** The purchase flow's calls (spec §4): the exam's product, then an order sheet for its one line. */
export async function createExamOrder(client: ApiClient, examIdx: number | string): Promise<string> {
  const product = await getExamProduct(client, examIdx);
  return createOrder(client, { productNo: product.shopbyProductId, optionNo: product.optionId });
}

export function signOutUrl(redirectUri: string): string {
  return `/sso/sign-out?redirectUri=${encodeURIComponent(redirectUri)}`;
}

/** Name shown in the brand B header: nickname, else username, else 익명 — followed by 님. */
export function displayNickname(
  user: { nickname?: string | null; username?: string | null } | null | undefined,
): string {
  const name = user?.nickname?.trim() || user?.username?.trim() || ANONYMOUS_NAME;
  return `${name}${NAME_SUFFIX}`;
}
