/** The local Toss Payments server of the browser tests and the keys the app under test is given for it (ADR 28). */
import { E2E_PORT } from './hosts';

// +50: other sessions run their servers on neighbouring ports (E2E_PORT + 1 is the OAuth server).
export const E2E_TOSS_PORT = Number(process.env.E2E_TOSS_PORT ?? E2E_PORT + 50);
export const E2E_TOSS_ORIGIN = `http://127.0.0.1:${E2E_TOSS_PORT}`;
export const E2E_TOSS_KEYS = { clientKey: 'test_ck_e2e_nursepass', secretKey: 'test_sk_e2e_nursepass' };

/** The app server's environment for it: the API and the SDK both from the local server. */
export const E2E_TOSS_ENV = {
  TOSS_CLIENT_KEY: E2E_TOSS_KEYS.clientKey,
  TOSS_SECRET_KEY: E2E_TOSS_KEYS.secretKey,
  TOSS_API_URL: E2E_TOSS_ORIGIN,
  TOSS_SDK_URL: `${E2E_TOSS_ORIGIN}/v2/standard`,
};
