/**
 * Where the self-hosted Pretendard is served (ADR 50): the `pretendard` package's variable dynamic subsets, one woff2
 * per unicode range, at URLs that carry the package's version. npm never republishes a version with other bytes, so
 * the front door may let browsers keep each file for a year (`immutable`), and an upgrade changes every URL.
 * Shared by the server (which serves the files) and the web (whose `@font-face` rules and preload name them).
 */
import pretendardPackage from 'pretendard/package.json';

export const PRETENDARD_VERSION: string = pretendardPackage.version;

/** The URL folder of the subset files; nothing else is served under it. */
export const PRETENDARD_URL_PREFIX = `/fonts/pretendard/${PRETENDARD_VERSION}/`;

/** The file name the package gives subset `index` (0–91). */
export function pretendardSubsetFile(index: number): string {
  return `PretendardVariable.subset.${index}.woff2`;
}

export function pretendardSubsetUrl(index: number): string {
  return PRETENDARD_URL_PREFIX + pretendardSubsetFile(index);
}
