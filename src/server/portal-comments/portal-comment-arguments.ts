/**
 * Checks of the portal comment arguments before any query runs: the one target here; the body, ids and paging follow
 * the rules every thread shares (comments/comment-arguments.ts).
 */
import { parseChannelId } from '../channels/channel-arguments';
import { parsePostingId } from '../postings/posting-arguments';
import { portalCommentErrors } from './portal-comment-errors';

export {
  parseCommentBody,
  parseCommentId,
  parseCommentPaging,
} from '../comments/comment-arguments';

export type PortalCommentTarget = { postingId: number } | { channelId: string };

/** Exactly one of a posting id and a channel id. */
export function parseCommentTarget(args: { postingId?: string | null; channelId?: string | null }): PortalCommentTarget {
  const hasPosting = args.postingId != null;
  const hasChannel = args.channelId != null;
  if (hasPosting === hasChannel) throw portalCommentErrors.invalidTarget();
  return hasPosting ? { postingId: parsePostingId(args.postingId!) } : { channelId: parseChannelId(args.channelId!) };
}
