/**
 * The local Kakao and Naver login server the browser tests' app is configured with (playwright.config.ts starts it;
 * src/test/fake-oauth-provider.ts is the server). Port: E2E_OAUTH_PORT.
 */
import { startFakeOAuthProvider } from '../../src/test/fake-oauth-provider';
import { E2E_OAUTH_CLIENTS, E2E_OAUTH_PORT } from './oauth';

void startFakeOAuthProvider({ port: E2E_OAUTH_PORT, clients: E2E_OAUTH_CLIENTS }).then((server) => {
  console.log(`fake Kakao/Naver login server on ${server.origin}`);
});
