/** Brand B shop chrome helpers (e2e/brand-b-chrome.spec.ts). */
import { DEMO_PASSWORD } from './accounts';
import { E2E_PORT } from './hosts';

/** The brand B shop host on the test server (spec §2.3: shop links leave the CBT host). */
export const SHOP_ORIGIN = `http://nursepass.localhost:${E2E_PORT}`;

/** Brand B demo member whose cart is empty (src/seed/seed-shop.ts). */
export const NURSE_STUDENT = { email: 'student@nursepass.co.kr', password: DEMO_PASSWORD } as const;

export interface GnbCategoryJson {
  label: string;
  categoryId: number;
  kind: 'LIST' | 'MAJOR_LEARNING';
}
