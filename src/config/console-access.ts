/**
 * Who may open the operator console's pages (ADR 24), one rule for the pages (server-side rendering) and
 * the console's navigation; the APIs behind them decide again in their policies. Operators enter the console; the
 * ADMIN-only pages (queues, audit log) say so to a CONTENT_EDITOR instead of showing an empty list.
 */
export type OperatorRole = 'MEMBER' | 'CONTENT_EDITOR' | 'ADMIN';

export const CONSOLE_OPERATORS_ONLY_MESSAGE = '운영자만 이용할 수 있습니다.';
export const CONSOLE_ADMINS_ONLY_MESSAGE = '관리자만 이용할 수 있습니다.';

/** A console page is for operators only: ADMIN and CONTENT_EDITOR. */
export const canEnterConsole = (role: OperatorRole | null | undefined): boolean => role === 'ADMIN' || role === 'CONTENT_EDITOR';

/** Approval and report queues, the audit log and the dashboard's counts: ADMINs (ADR 13, 20, 22). */
export const canWorkConsoleQueues = (role: OperatorRole | null | undefined): boolean => role === 'ADMIN';

export type ConsolePageAccess = 'login' | 'operators-only' | 'admins-only' | 'allowed';

/**
 * What a console page does for this visitor: a visitor logs in first; a member is refused ("운영자만 …"); a
 * CONTENT_EDITOR on an ADMIN page is refused ("관리자만 …"); anyone else sees it.
 */
export function consolePageAccess(role: OperatorRole | null | undefined, page: { adminOnly: boolean }): ConsolePageAccess {
  if (role === null || role === undefined) return 'login';
  if (!canEnterConsole(role)) return 'operators-only';
  if (page.adminOnly && !canWorkConsoleQueues(role)) return 'admins-only';
  return 'allowed';
}
