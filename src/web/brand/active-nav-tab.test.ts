import { describe, expect, it } from 'vitest';
import { activeNavTab } from './active-nav-tab';

describe('activeNavTab', () => {
  it('marks the CBT tab on every CBT page', () => {
    expect(activeNavTab('cbt', '/exam/psat')).toBe('cbt');
  });

  it('marks the community tab on the community, and the mentor tab on its board and posts', () => {
    expect(activeNavTab('community', '/')).toBe('community');
    expect(activeNavTab('community', '/community/free?sort=VIEWS')).toBe('community');
    expect(activeNavTab('community', '/community/mentor')).toBe('mentor');
    expect(activeNavTab('community', '/community/mentor/12')).toBe('mentor');
    expect(activeNavTab('community', '/community/mentors')).toBe('community');
  });

  it('marks the portal section of the page, and none elsewhere', () => {
    expect(activeNavTab('portal', '/')).toBe('recruit');
    expect(activeNavTab('portal', '/activities/CONTEST?sort=DEADLINE')).toBe('activity');
    expect(activeNavTab('portal', '/activity/7')).toBe('activity');
    expect(activeNavTab('portal', '/channel/snaplab')).toBe('channel');
    expect(activeNavTab('portal', '/self-introduction/manage')).toBe('cover-letter');
    expect(activeNavTab('portal', '/my-career/spec-management?section=info')).toBe('career');
    expect(activeNavTab('portal', '/notifications')).toBeNull();
    expect(activeNavTab('shop', '/')).toBeNull();
  });
});
