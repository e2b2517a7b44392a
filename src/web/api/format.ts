/** Unread-count badge text (spec §9): hidden at 0 or below, "99+" above 99. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  if (n > 99) return '99+';
  return String(n);
}
