import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './mailer';

/** Records a message in mail_outbox before any hand-over; returns its id, for the adapter to stamp sent_at. */
export async function writeToOutbox(db: Db, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ brand: message.brand, to: message.to, subject: message.subject, body: message.body })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
