import type { Db } from '../../db/client';
import type { ChannelManager } from './channel-policy';
import type { ManagedChannelView } from './managed-channel-presenter';
import { setChannelDeactivation } from './set-channel-deactivation';

/**
 * Pauses the manager's own channel: its public page (/channel/{url}) answers not-found, it leaves the directory and
 * search, members can no longer follow it or comment on it, and the portal's menu shows the channel-unavailable
 * dialog for it (spec §6). Followers, comments and postings are kept for when it comes back. Idempotent; audited.
 */
export async function deactivateChannel(db: Db, input: { manager: ChannelManager; channelId: string }): Promise<ManagedChannelView> {
  return (await setChannelDeactivation(db, { ...input, deactivated: true })).channel;
}
