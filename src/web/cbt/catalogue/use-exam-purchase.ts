/**
 * Brand B purchase flow (spec §4): the exam's product info, an order sheet with its one line (count fixed at 1,
 * spec §9), then the shop's order page. A failure shows the error catalogue's message (spec §8); a visitor is
 * sent to log in first, since an order needs a member.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { ShopChrome } from '../../../config/brands';
import type { Site } from '../../../config/hosts';
import { handleApiError, loginRedirectUrl } from '../../api/error-catalogue';
import { addCartItem } from '../../api/carts-api';
import { CART_COUNT_QUERY_KEY } from '../../api/query-client';
import { createExamOrder, getExamProduct } from '../../api/shop-api';
import { shopOrderUrl } from '../../brand/shop-links';
import { showAlert } from '../../modal/modal-provider';
import { getBrowserShopClient } from '../../session/browser-client';
import { useCurrentUser } from '../../session/use-current-user';
import { toast } from '../../toast/toast-provider';

/**
 * The member-only shop action both buttons share: a visitor is sent to log in and back, a second press while one is
 * running does nothing, and a failure shows the catalogue's message. `run` resolves `true` when the page is being
 * left (the order page), so the button stays busy instead of coming back for a moment.
 */
function useMemberShopAction(run: () => Promise<boolean>): { act: () => Promise<void>; pending: boolean } {
  const router = useRouter();
  const { user } = useCurrentUser();
  const [pending, setPending] = useState(false);

  async function act() {
    if (pending) return;
    if (!user) {
      await router.push(loginRedirectUrl(router.asPath));
      return;
    }
    setPending(true);
    let leaving = false;
    try {
      leaving = await run();
    } catch (error) {
      handleApiError(error, {
        alert: (message) => void showAlert(message),
        redirect: (url) => void router.push(url),
        returnPath: router.asPath,
        overrides: { 404: '판매 중인 상품을 찾을 수 없습니다.' },
      });
    } finally {
      if (!leaving) setPending(false);
    }
  }

  return { act, pending };
}

export function useExamPurchase(
  examIdx: number,
  shop: ShopChrome,
  siteOrigins: Partial<Record<Site, string>>,
): { purchase: () => Promise<void>; pending: boolean } {
  const { act, pending } = useMemberShopAction(async () => {
    const orderSheetNo = await createExamOrder(getBrowserShopClient(), examIdx);
    window.location.assign(shopOrderUrl(shop, siteOrigins, orderSheetNo));
    return true;
  });
  return { purchase: act, pending };
}

/**
 * 장바구니 담기 from the exam page: the exam's product goes into the member's shop cart and the header's
 * badge follows; O8004 (already there), CART0001 (cart full) and O8003 (owned) show the catalogue's message.
 */
export function useExamCartAdd(examIdx: number): { addToCart: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const { act, pending } = useMemberShopAction(async () => {
    const client = getBrowserShopClient();
    const product = await getExamProduct(client, examIdx);
    const count = await addCartItem(client, { productNo: product.shopbyProductId, optionNo: product.optionId });
    queryClient.setQueryData(CART_COUNT_QUERY_KEY, count);
    toast('장바구니에 담았습니다.', 'success');
    return false;
  });
  return { addToCart: act, pending };
}
