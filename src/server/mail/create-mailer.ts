import type { ServerConfig } from '../../config/server-config';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { type MailLog, createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/**
 * The mailer the configuration asks for: SMTP with SMTP_URL, else the outbox alone. `close` ends the SMTP
 * connections (buildApp calls it when the app closes).
 */
export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'appEnv'>,
  db: Db,
  log: MailLog & { warn(object: Record<string, unknown>, message: string): void },
): { mailer: Mailer; close(): void } {
  if (config.smtpUrl) {
    const mailer = createSmtpMailer({
      db,
      url: config.smtpUrl,
      from: config.mailFrom,
      onError: (error) => log.warn({ err: error }, 'smtp hand-over failed'),
    });
    return { mailer, close: () => mailer.close() };
  }
  return { mailer: createOutboxMailer({ db, log, logBodies: config.appEnv === 'development' }), close: () => {} };
}
