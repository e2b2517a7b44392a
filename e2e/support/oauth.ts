/** The local provider server of the browser tests and the keys the app under test is given for it. */
import { E2E_PORT } from './hosts';

export const E2E_OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? E2E_PORT + 1);
export const E2E_OAUTH_ORIGIN = `http://127.0.0.1:${E2E_OAUTH_PORT}`;
export const E2E_OAUTH_CLIENTS = {
  kakao: { clientId: 'e2e-kakao-client', clientSecret: 'e2e-kakao-secret' },
  naver: { clientId: 'e2e-naver-client', clientSecret: 'e2e-naver-secret' },
};

/** The app server's environment for them. */
export const E2E_OAUTH_ENV = {
  KAKAO_CLIENT_ID: E2E_OAUTH_CLIENTS.kakao.clientId,
  KAKAO_CLIENT_SECRET: E2E_OAUTH_CLIENTS.kakao.clientSecret,
  KAKAO_AUTH_ORIGIN: E2E_OAUTH_ORIGIN,
  KAKAO_API_ORIGIN: E2E_OAUTH_ORIGIN,
  NAVER_CLIENT_ID: E2E_OAUTH_CLIENTS.naver.clientId,
  NAVER_CLIENT_SECRET: E2E_OAUTH_CLIENTS.naver.clientSecret,
  NAVER_AUTH_ORIGIN: E2E_OAUTH_ORIGIN,
  NAVER_API_ORIGIN: E2E_OAUTH_ORIGIN,
};
