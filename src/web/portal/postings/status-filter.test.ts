import { describe, expect, it } from 'vitest';
import { choiceOfStatuses, statusesFromQuery, statusesOfChoice, statusesQueryValues } from './status-filter';

describe('the reception-state choice', () => {
  it('is 모집중 when the address names none, or nothing it can read', () => {
    expect(statusesFromQuery(undefined)).toEqual(['OPEN']);
    expect(statusesFromQuery('<x>')).toEqual(['OPEN']);
  });

  it('reads every state, one state or several from the address', () => {
    expect(statusesFromQuery('ALL')).toEqual([]);
    expect(statusesFromQuery('CLOSED')).toEqual(['CLOSED']);
    expect(statusesFromQuery(['OPEN', 'UPCOMING'])).toEqual(['UPCOMING', 'OPEN']);
    expect(statusesFromQuery('OPEN,CLOSED')).toEqual(['OPEN', 'CLOSED']);
  });

  it('writes nothing for the default, so the plain address is the 모집중 list', () => {
    expect(statusesQueryValues(['OPEN'])).toEqual([]);
    expect(statusesQueryValues([])).toEqual(['ALL']);
    expect(statusesQueryValues(['CLOSED'])).toEqual(['CLOSED']);
    expect(statusesQueryValues(['OPEN', 'UPCOMING'])).toEqual(['UPCOMING', 'OPEN']);
  });

  it('maps each choice to its states and back', () => {
    expect(statusesOfChoice('ALL')).toEqual([]);
    expect(statusesOfChoice('UPCOMING')).toEqual(['UPCOMING']);
    expect(choiceOfStatuses([])).toBe('ALL');
    expect(choiceOfStatuses(['OPEN'])).toBe('OPEN');
    expect(choiceOfStatuses(['UPCOMING', 'OPEN'])).toBeNull();
  });
});
