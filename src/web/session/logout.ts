/**
 * Logout per brand: brand A revokes the session through the API and reloads; brand B uses SSO sign-out (spec §4).
 * The sign-out addresses (`/sso/sign-out`, the portal's `/logout`) end a session only on a POST from our own page, so
 * they are submitted as a form: the browser follows the answer's redirect like a link.
 */
import type { BrandId } from '../../config/hosts';
import { logout } from '../api/auth-api';
import { signOutUrl } from '../api/shop-api';
import { getBrowserCbtClient } from './browser-client';

/** POSTs to a sign-out address of this host (its query names where to go afterwards) and follows the redirect. */
export function submitSignOut(action: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  document.body.appendChild(form);
  form.submit();
}

export async function logoutAndReload(brand: BrandId): Promise<void> {
  if (brand === 'b') {
    submitSignOut(signOutUrl(window.location.href));
    return;
  }
  await logout(getBrowserCbtClient());
  window.location.reload();
}
