/**
 * Promotion popup (spec §4): home and exam detail pages only, before the end date and without the cookie. The
 * dialog (promotion-dialog.tsx) is fetched only when it is to show.
 */
import Cookies from 'js-cookie';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { PROMOTION_COOKIE, shouldShowPromotion } from './promotion';

const PromotionDialog = dynamic(() => import('./promotion-dialog').then((m) => m.PromotionDialog), { ssr: false });

export function PromotionPopup({ route }: { route: string }) {
  const [visible, setVisible] = useState(false);
  // Decided in the browser only: the clock and the cookie belong to the visitor.
  useEffect(() => {
    setVisible(shouldShowPromotion(route, new Date(), Cookies.get(PROMOTION_COOKIE) !== undefined));
  }, [route]);
  return visible ? <PromotionDialog onClose={() => setVisible(false)} /> : null;
}
