/**
 * Who may manage a channel — the one place for these rules (ADR 23):
 * - a visitor is refused with 401, an individual member with 403 (channels are companies' pages);
 * - a company manages a channel only once an operator has approved its sign-up (403 with the channel-unavailable
 *   sentence of spec §6 otherwise: a rejected or waiting company, or one sent back to review by a new number);
 * - a company manages only its own channel (403 for another's): operations take the owner this policy hands out and
 *   the channel row it checked.
 * Reading one's own channel (myChannel) needs the same approval: an unapproved company is shown the dialog's state, not
 * a form it could not save.
 */
import type { User } from '../../db/schema';
import { CORPORATE_ONLY_MESSAGE, UNAPPROVED_CHANNEL_MESSAGE } from '../accounts/corporate-account-policy';
import { forbidden, unauthenticated } from '../errors/domain-error';

export { UNAPPROVED_CHANNEL_MESSAGE };
export const NOT_CHANNEL_OWNER_MESSAGE = '내 채널만 관리할 수 있습니다.';

export interface ChannelManager {
  readonly userId: string;
  readonly brand: User['brand'];
}

/** The approved corporate member who may manage their own channel. */
export function authorizeChannelManaging(
  user: Pick<User, 'id' | 'brand' | 'type' | 'corporateApprovedAt'> | null | undefined,
): ChannelManager {
  if (!user) throw unauthenticated();
  if (user.type !== 'CORPORATE') throw forbidden(CORPORATE_ONLY_MESSAGE);
  if (!user.corporateApprovedAt) throw forbidden(UNAPPROVED_CHANNEL_MESSAGE);
  return { userId: user.id, brand: user.brand };
}

/** Throws 403 unless the manager owns the channel. */
export function assertOwnsChannel(manager: ChannelManager, channel: { ownerId: string }): void {
  if (channel.ownerId !== manager.userId) throw forbidden(NOT_CHANNEL_OWNER_MESSAGE);
}
