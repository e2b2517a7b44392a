/**
 * Mail the product sends (email-change codes). Every adapter first writes the message to the mail_outbox
 * table, so what was sent (or was to be sent) is on record whatever happens to the hand-over: the embedded default
 * stops there (and logs it in development), the SMTP adapter then hands it to the server and stamps sent_at.
 * Operations take a `Mailer`; buildApp decorates the app with the one its configuration chose (app.mailer).
 */
import type { BrandId } from '../../config/hosts';

export interface MailMessage {
  brand: BrandId;
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}

export interface Mailer {
  /** Records the message in the outbox and hands it on; throws the Korean 503 when the hand-over fails. */
  send(message: MailMessage): Promise<void>;
}

/**
 * Hands over a mail that tells someone of a decision already committed (an inquiry's answer, an error report's outcome,
 * a posting's review): the outbox row is written first whatever happens (see Mailer), and a failed hand-over must not
 * take the decision back, so it answers false instead of throwing — the caller tells the operator, if it says anything.
 */
export async function sendAfterCommit(mailer: Mailer, message: MailMessage): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch {
    return false;
  }
}

/** The product name mail is signed with, per brand (the portal's brand A is 커리어로드 itself). */
export const MAIL_BRAND_NAMES: Readonly<Record<BrandId, string>> = { a: '커리어로드', b: '너스패스' };

declare module 'fastify' {
  interface FastifyInstance {
    /** Where operations send mail (src/server/mail/create-mailer.ts picks it from the configuration). */
    mailer: Mailer;
  }
}
