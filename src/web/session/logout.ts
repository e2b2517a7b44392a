/** Logout per brand: brand A revokes the session through the API and reloads; brand B uses SSO sign-out (spec §4). */
import type { BrandId } from '../../config/hosts';
import { logout } from '../api/auth-api';
import { signOutUrl } from '../api/shop-api';
import { getBrowserCbtClient } from './browser-client';

export async function logoutAndReload(brand: BrandId): Promise<void> {
  if (brand === 'b') {
    window.location.assign(signOutUrl(window.location.href));
    return;
  }
  await logout(getBrowserCbtClient());
  window.location.reload();
}
