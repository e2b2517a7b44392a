/**
 * Who may follow a channel — the one place for these rules:
 * - a visitor is refused with 401 (the page offers the login link);
 * - a corporate member cannot follow their own channel (403): following is how members hear of a channel's news,
 *   and counting the owner would inflate the followers the channel shows;
 * - the channel must be an active channel of the member's brand (checked by the operation: 404 otherwise);
 * - unfollowing is always allowed to a member, so a stale follow can always be undone.
 */
import type { User } from '../../db/schema';
import { forbidden, unauthenticated } from '../errors/domain-error';

export const OWN_CHANNEL_FOLLOW_MESSAGE = '내 채널은 팔로우할 수 없습니다.';

export interface ChannelFollower {
  readonly userId: string;
}

/** The signed-in user (null for a visitor) as a follower; throws 401 for a visitor. */
export function authorizeChannelFollowing(user: Pick<User, 'id'> | null): ChannelFollower {
  if (!user) throw unauthenticated();
  return { userId: user.id };
}

/** Throws 403 when the follower owns the channel. */
export function assertMayFollow(follower: ChannelFollower, channel: { ownerId: string }): void {
  if (channel.ownerId === follower.userId) throw forbidden(OWN_CHANNEL_FOLLOW_MESSAGE);
}
