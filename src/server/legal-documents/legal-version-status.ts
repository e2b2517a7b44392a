import type { LegalVersionStatus } from '../../contracts/legal-documents';

/**
 * Each published version's standing on `today` (a KST day key): the highest version already in force is CURRENT,
 * lower ones are PAST, and versions whose effective date is still ahead are UPCOMING. Pure; dates compare as
 * `YYYY-MM-DD` strings.
 */
export function legalVersionStatuses(
  versions: ReadonlyArray<{ version: number; effectiveDate: string }>,
  today: string,
): Map<number, LegalVersionStatus> {
  const inForce = versions.filter((v) => v.effectiveDate <= today);
  const current = inForce.reduce<number | null>((best, v) => (best === null || v.version > best ? v.version : best), null);
  return new Map(
    versions.map((v) => [v.version, v.effectiveDate > today ? 'UPCOMING' : v.version === current ? 'CURRENT' : 'PAST'] as const),
  );
}
