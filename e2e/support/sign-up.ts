/** The agreements an individual sign-up needs (src/config/sign-up-consents.ts), for tests that register through the API. */
export const REQUIRED_CONSENTS = { agreeTerms: true, agreePrivacy: true, agreeAge14: true } as const;
