/**
 * The names of the self-hosted faces (font-faces.ts), apart from their rules: the theme's font stack ships to the
 * browser, the rules (with every subset's unicode range) only in the server-rendered head.
 */

/** Our name for the self-hosted Pretendard: one no device has installed, so our rules always decide. */
export const PRETENDARD_FAMILY = 'Pretendard Web';
/** Noto Sans CJK KR with metrics matched to Pretendard, drawn until Pretendard's subsets arrive. */
export const PRETENDARD_FALLBACK_FAMILY = 'Pretendard Fallback';
