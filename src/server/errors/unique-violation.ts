/**
 * A write refused by a unique index (PostgreSQL 23505), however the driver wrapped it (drizzle puts the driver's
 * error in `cause`): the loser of a race the pre-check could not see, answered with the resource's own 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
