/**
 * 스펙 관리 on the portal GraphQL: the bounds of a member's career spec entries and the certificate search, as the
 * server's argument parser enforces them and the web's forms show. Plain values without typebox, so the browser
 * imports them as values (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

/** Entries a member keeps per section: a résumé's worth, and a bound for every list of the page. */
export const CAREER_SPEC_MAX_PER_SECTION = 30;
/** An award's or activity's 설명 (characters, code points). */
export const CAREER_SPEC_DESCRIPTION_MAX = 500;
/** A certificate's, award's or activity's name. */
export const CAREER_SPEC_TITLE_MAX = 100;
/** A school, major, test, issuer, organiser or organisation name. */
export const CAREER_SPEC_NAME_MAX = 50;

/** 학점 만점 기준. */
export const GPA_SCALES = ['4.5', '4.3', '100'] as const;
export type GpaScale = (typeof GPA_SCALES)[number];

/** TOEIC Speaking's levels as ETS reports them since 2022, lowest first; OPIc's, JLPT's and HSK's. */
export const TOEIC_SPEAKING_LEVELS = ['NL', 'NM', 'NH', 'IL', 'IM1', 'IM2', 'IM3', 'IH', 'AL', 'AM', 'AH'] as const;
export const OPIC_LEVELS = ['NL', 'NM', 'NH', 'IL', 'IM1', 'IM2', 'IM3', 'IH', 'AL'] as const;
export const JLPT_LEVELS = ['N1', 'N2', 'N3', 'N4', 'N5'] as const;
export const HSK_LEVELS = ['1', '2', '3', '4', '5', '6'] as const;

/** certificateSearch: the query's length and the most matches one call returns. */
export const CERTIFICATE_SEARCH_MAX_LENGTH = 50;
export const CERTIFICATE_SEARCH_MAX_LIMIT = 20;
