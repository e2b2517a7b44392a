import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { REVIEW_ONLY_IN_ONE_MODE_MESSAGE, assertModeAllowed, assertRecordOwner } from './record-policy';

describe('assertModeAllowed', () => {
  it('lets papers and random sets be started in either mode', () => {
    for (const source of ['PAPER', 'RANDOM'] as const) {
      expect(() => assertModeAllowed(source, 'MOCK')).not.toThrow();
      expect(() => assertModeAllowed(source, 'ONE')).not.toThrow();
    }
  });

  it('retries wrong answers one problem at a time only', () => {
    expect(() => assertModeAllowed('REVIEW', 'ONE')).not.toThrow();
    expect(() => assertModeAllowed('REVIEW', 'MOCK')).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'VALIDATION_ERROR', message: REVIEW_ONLY_IN_ONE_MODE_MESSAGE }),
    );
    expect(() => assertModeAllowed('REVIEW', 'MOCK')).toThrow(DomainError);
  });
});

describe('assertRecordOwner', () => {
  it('refuses another member with forbidden', () => {
    expect(() => assertRecordOwner({ userId: 'a' }, 'a')).not.toThrow();
    expect(() => assertRecordOwner({ userId: 'a' }, 'b')).toThrow(expect.objectContaining({ kind: 'forbidden' }));
  });
});
