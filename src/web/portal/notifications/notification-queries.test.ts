import { describe, expect, it } from 'vitest';
import { notificationListHref, parseNotificationListState, safeNotificationLink } from './notification-queries';

describe('notification list address', () => {
  it('reads page and filter, ignoring anything else', () => {
    expect(parseNotificationListState({})).toEqual({ unreadOnly: false, page: 1, pageSize: 20 });
    expect(parseNotificationListState({ page: '3', filter: 'unread' })).toEqual({ unreadOnly: true, page: 3, pageSize: 20 });
    for (const page of ['0', '-1', 'abc', '1e3', '999999', ['x', '2']]) {
      expect(parseNotificationListState({ page }).page).toBe(1);
    }
    expect(parseNotificationListState({ filter: 'read' }).unreadOnly).toBe(false);
  });

  it('writes the same state back, defaults left out', () => {
    expect(notificationListHref({ unreadOnly: false, page: 1 })).toBe('/notifications');
    expect(notificationListHref({ unreadOnly: true, page: 2 })).toBe('/notifications?filter=unread&page=2');
  });

  it('follows only this site’s paths', () => {
    expect(safeNotificationLink('/activity/12')).toBe('/activity/12');
    for (const link of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeNotificationLink(link)).toBeNull();
    }
  });
});
