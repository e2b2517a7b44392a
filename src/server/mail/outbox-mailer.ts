/**
 * The embedded default mailer: without SMTP configured, mail stays in the mail_outbox table (the operator console and
 * the development log show it). Development logs each message so a developer can read an email-change code without
 * a mail server; other environments log only that a message was kept, never its body (codes are secrets).
 */
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { writeToOutbox } from './write-to-outbox';

export interface MailLog {
  info(object: Record<string, unknown>, message: string): void;
}

export function createOutboxMailer(options: { db: Db; log?: MailLog; logBodies?: boolean }): Mailer {
  return {
    async send(message) {
      const id = await writeToOutbox(options.db, message);
      if (options.logBodies) options.log?.info({ outboxId: id, to: message.to, subject: message.subject, body: message.body }, 'mail kept in outbox');
      else options.log?.info({ outboxId: id }, 'mail kept in outbox (no SMTP_URL)');
    },
  };
}
