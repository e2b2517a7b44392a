/**
 * The browser tests' mail server (playwright.config.ts starts it; e2e/support/mail.ts reads it): an SMTP server that
 * keeps every message in memory, and GET /messages?to=<address> answering the ones for that address with their
 * plain-text body decoded. Ports: E2E_MAIL_SMTP_PORT, E2E_MAIL_HTTP_PORT.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_HTTP_PORT, E2E_MAIL_SMTP_PORT, type ReceivedMail } from './mail';

const received: ReceivedMail[] = [];

/** Headers and body of a single-part text message as nodemailer writes it (base64 or quoted-printable). */
function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  const subject = header('Subject').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
  return { subject, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        ...parseMessage(Buffer.concat(chunks).toString('utf8')),
      });
      callback();
    });
  },
});

const web = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://mail');
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(received.filter((mail) => mail.to.includes(to))));
    return;
  }
  response.statusCode = 404;
  response.end();
});

smtp.listen(E2E_MAIL_SMTP_PORT, '127.0.0.1', () => {
  web.listen(E2E_MAIL_HTTP_PORT, '127.0.0.1', () => {
    console.log(`fake mail server: SMTP on ${E2E_MAIL_SMTP_PORT}, messages on http://127.0.0.1:${E2E_MAIL_HTTP_PORT}`);
  });
});
