/**
 * The local mail server of the browser tests (fake-mail-server.ts): the app under test hands every mail to it over
 * SMTP (SMTP_URL), and a test reads what arrived for an address over HTTP (mailbox.ts), as a member would read their
 * inbox. Loaded by the mail server itself too, so it imports nothing of Playwright's.
 */
import { E2E_PORT } from './hosts';

// +60 and +61: beside the Toss server's +50, clear of the neighbouring sessions' ports.
export const E2E_MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? E2E_PORT + 60);
export const E2E_MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? E2E_PORT + 61);
export const E2E_MAIL_ORIGIN = `http://127.0.0.1:${E2E_MAIL_HTTP_PORT}`;

/** The app server's environment for it. */
export const E2E_MAIL_ENV = { SMTP_URL: `smtp://127.0.0.1:${E2E_MAIL_SMTP_PORT}` };

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded plain-text body. */
  text: string;
}
