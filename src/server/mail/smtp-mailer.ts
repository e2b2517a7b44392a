/**
 * The SMTP mailer (SMTP_URL): the message is written to mail_outbox first, then handed to the server with nodemailer,
 * and sent_at records the hand-over. A refused or unreachable server leaves the row unsent and answers the Korean 503,
 * so the member can ask again; the outbox shows what did not go out.
 */
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { DomainError } from '../errors/domain-error';
import type { Mailer } from './mailer';
import { writeToOutbox } from './write-to-outbox';

export const MAIL_UNAVAILABLE_MESSAGE = '메일을 보내지 못했습니다. 잠시 후 다시 시도해주세요.';

export interface SmtpMailerOptions {
  db: Db;
  /** smtp://user:pass@host:port (smtps:// for implicit TLS). */
  url: string;
  from: string;
  /** Per connection step; a hung server must not hold the member's request for nodemailer's default minutes. */
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

export interface SmtpMailer extends Mailer {
  close(): void;
}

export function createSmtpMailer(options: SmtpMailerOptions): SmtpMailer {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport(
    { ...smtpOptionsOf(options.url), connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout },
    { from: options.from },
  );
  return {
    async send(message) {
      const id = await writeToOutbox(options.db, message);
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.body });
      } catch (error) {
        options.onError?.(error);
        throw new DomainError('unavailable', 'MAIL_UNAVAILABLE', MAIL_UNAVAILABLE_MESSAGE);
      }
      await options.db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, id));
    },
    close: () => transport.close(),
  };
}

/** Host, port, TLS and login of an SMTP URL (the user and password percent-decoded). */
export function smtpOptionsOf(url: string) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error(`SMTP_URL must be smtp:// or smtps://, got ${parsed.protocol}`);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
  };
}
