/**
 * Hourly caps on notifications between members (ADR 40), counted in the app's counter store (the one every rate
 * limit uses: in process, or Redis so every instance counts together), so cheap accounts cannot flood a member:
 * - per sender: writes that notify someone; over the cap the write is refused (the caller throws its Korean 429).
 * - per recipient: new notifications from others; over the cap a new one is dropped, while an event joining an open
 *   group still folds in (it adds no row).
 */
import {
  NOTIFICATION_CAP_WINDOW_MS,
  NOTIFICATIONS_PER_RECIPIENT_PER_HOUR,
  NOTIFYING_WRITES_PER_SENDER_PER_HOUR,
} from '../../contracts/constants';

/** The part of the app's counter store (src/server/http/counter-store.ts) the caps need. */
export interface CapCounter {
  increment(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
}

export type SenderCharge = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface NotificationCaps {
  /** Counts one notifying write of the sender; not allowed once over the hourly cap. */
  chargeSender(senderId: string): Promise<SenderCharge>;
  /** Counts one new notification for the recipient; false once over the hourly cap (the caller writes none). */
  admitRecipient(recipientId: string): Promise<boolean>;
}

/** Keys beside the rate limits' `rl:` ones in the same store. */
export const notificationCapKeys = {
  sender: (userId: string) => `notify-cap:sender:${userId}`,
  recipient: (userId: string) => `notify-cap:recipient:${userId}`,
};

export function notificationCapsOn(
  counter: CapCounter,
  limits = { sender: NOTIFYING_WRITES_PER_SENDER_PER_HOUR, recipient: NOTIFICATIONS_PER_RECIPIENT_PER_HOUR },
): NotificationCaps {
  return {
    async chargeSender(senderId) {
      const { count, ttlMs } = await counter.increment(notificationCapKeys.sender(senderId), NOTIFICATION_CAP_WINDOW_MS);
      return count <= limits.sender ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async admitRecipient(recipientId) {
      const { count } = await counter.increment(notificationCapKeys.recipient(recipientId), NOTIFICATION_CAP_WINDOW_MS);
      return count <= limits.recipient;
    },
  };
}

/** For writers that are not members acting (the demo seed): nothing is counted or refused. */
export const UNCAPPED_NOTIFICATIONS: NotificationCaps = {
  chargeSender: async () => ({ allowed: true }),
  admitRecipient: async () => true,
};
