import type { Db } from '../../db/client';
import type { ChannelManager } from './channel-policy';
import type { ManagedChannelView } from './managed-channel-presenter';
import { setChannelDeactivation } from './set-channel-deactivation';

/** Brings the manager's own paused channel back as it was (followers and comments kept). Idempotent; audited. */
export async function reactivateChannel(db: Db, input: { manager: ChannelManager; channelId: string }): Promise<ManagedChannelView> {
  return (await setChannelDeactivation(db, { ...input, deactivated: false })).channel;
}
