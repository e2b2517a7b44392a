/**
 * The local Toss Payments server the browser tests' app is configured with (playwright.config.ts starts it;
 * src/test/fake-toss-payments.ts is the server). Port: E2E_TOSS_PORT.
 */
import { startFakeTossPayments } from '../../src/test/fake-toss-payments';
import { E2E_TOSS_KEYS, E2E_TOSS_PORT } from './toss';

void startFakeTossPayments({ port: E2E_TOSS_PORT, ...E2E_TOSS_KEYS }).then((server) => {
  console.log(`fake Toss Payments server on ${server.origin}`);
});
