import qs from 'qs';

/** Query serialisation for the CBT API (spec §7.1): arrays repeat without indices; null/undefined skipped. */
export function serializeParams(params: Record<string, unknown> | null | undefined): string {
  if (!params) return '';
  return qs.stringify(params, { arrayFormat: 'repeat', skipNulls: true });
}
