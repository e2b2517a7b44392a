import { UPLOADS_PATH } from '../../config/stored-html-urls';
import type { Attachment } from '../../db/schema';

// Verified files are served here (src/server/routes/uploads); the rule of what stored HTML may show owns the path.
export { UPLOADS_PATH };

export const attachmentUrl = (key: string) => `${UPLOADS_PATH}${key}`;

/** Where the browser's bytes land before they are verified: never served. */
export const incomingKeyOf = (key: string) => `incoming/${key}`;

/** Spec §3 Attachment: id, url, name, type, size. */
export interface AttachmentView {
  id: string;
  url: string;
  name: string;
  type: string;
  size: number;
}

export function toAttachmentView(attachment: Attachment): AttachmentView {
  return {
    id: attachment.id,
    url: attachmentUrl(attachment.key),
    name: attachment.name,
    type: attachment.type,
    size: attachment.size,
  };
}
