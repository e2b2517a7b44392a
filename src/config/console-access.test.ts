import { describe, expect, it } from 'vitest';
import { canEnterConsole, canWorkConsoleQueues, consolePageAccess } from './console-access';

describe('console access (ADR 24)', () => {
  it('operators enter the console, members do not', () => {
    expect(canEnterConsole('ADMIN')).toBe(true);
    expect(canEnterConsole('CONTENT_EDITOR')).toBe(true);
    expect(canEnterConsole('MEMBER')).toBe(false);
    expect(canEnterConsole(null)).toBe(false);
  });

  it('only ADMINs work the queues', () => {
    expect(canWorkConsoleQueues('ADMIN')).toBe(true);
    expect(canWorkConsoleQueues('CONTENT_EDITOR')).toBe(false);
    expect(canWorkConsoleQueues('MEMBER')).toBe(false);
  });

  it.each([
    [null, false, 'login'],
    [undefined, true, 'login'],
    ['MEMBER', false, 'operators-only'],
    ['MEMBER', true, 'operators-only'],
    ['CONTENT_EDITOR', false, 'allowed'],
    ['CONTENT_EDITOR', true, 'admins-only'],
    ['ADMIN', true, 'allowed'],
    ['ADMIN', false, 'allowed'],
  ] as const)('role %s on a page adminOnly=%s → %s', (role, adminOnly, access) => {
    expect(consolePageAccess(role, { adminOnly })).toBe(access);
  });
});
