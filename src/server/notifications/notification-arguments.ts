/** Checks of the notification arguments before any query runs (Korean 400s of notification-errors.ts). */
import {
  NOTIFICATIONS_DEFAULT_PAGE_SIZE,
  NOTIFICATIONS_MAX_IDS,
  NOTIFICATIONS_MAX_PAGE_SIZE,
} from '../../contracts/notifications';
import { notificationErrors } from './notification-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NotificationPaging {
  page: number;
  pageSize: number;
}

/** `page` from 1 (default 1), `pageSize` 1..50 (default 20). */
export function parseNotificationPaging(args: { page?: number | null; pageSize?: number | null }): NotificationPaging {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? NOTIFICATIONS_DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw notificationErrors.invalidPage();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > NOTIFICATIONS_MAX_PAGE_SIZE) {
    throw notificationErrors.invalidPage();
  }
  return { page, pageSize };
}

/** Notification ids are UUIDs; anything else cannot be one (and costs no query). Lower-cased, duplicates dropped. */
export function parseNotificationId(value: string): string {
  if (!UUID.test(value)) throw notificationErrors.invalidId();
  return value.toLowerCase();
}

export function parseNotificationIds(values: readonly string[]): string[] {
  if (values.length > NOTIFICATIONS_MAX_IDS) throw notificationErrors.tooManyIds();
  return [...new Set(values.map(parseNotificationId))];
}
