/**
 * The mailers: both write the message to mail_outbox first; the SMTP adapter then hands it to a real SMTP
 * server (a local smtp-server here) and stamps sent_at, and when the server refuses it answers the Korean 503 and
 * leaves the row unsent. The embedded default keeps the row and logs the body only when told (development).
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { DomainError } from '../errors/domain-error';
import { createOutboxMailer } from './outbox-mailer';
import { MAIL_UNAVAILABLE_MESSAGE, createSmtpMailer, smtpOptionsOf } from './smtp-mailer';

const t = useTestApp();

interface Received {
  from: string;
  to: string[];
  data: string;
  user?: string;
}

const received: Received[] = [];
let refuse = false;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 'p@ss word') callback(null, { user: auth.username });
    else callback(new Error('bad login'));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (refuse) {
        callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString('utf8'),
        user: session.user as string | undefined,
      });
      callback();
    });
  },
  logger: false,
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = { brand: 'a' as const, to: 'new@example.kr', subject: '[커리어로드] 이메일 변경 인증번호', body: '인증번호는 123456 입니다.' };
const outboxRow = async (to: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

describe('the SMTP mailer', () => {
  it('writes the outbox row, hands the mail to the server with its login, and stamps sent_at', async () => {
    const mailer = createSmtpMailer({
      db: t.database.db,
      url: `smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}`,
      from: '커리어로드 <no-reply@careerroad.kr>',
    });
    try {
      await mailer.send({ ...message, to: 'smtp-ok@example.kr' });
    } finally {
      mailer.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@careerroad.kr', to: ['smtp-ok@example.kr'], user: 'mailer' });
    // Korean subject and body survive the trip (nodemailer encodes them; the server sees the MIME).
    expect(received[0]!.data).toMatch(/Subject: =\?UTF-8\?/);
    const row = await outboxRow('smtp-ok@example.kr');
    expect(row).toMatchObject({ brand: 'a', subject: message.subject, body: message.body });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the row unsent and answers the Korean 503 when the server refuses', async () => {
    refuse = true;
    const mailer = createSmtpMailer({ db: t.database.db, url: `smtp://127.0.0.1:${port}`, from: 'no-reply@careerroad.kr' });
    try {
      const error = await mailer.send({ ...message, to: 'smtp-refused@example.kr' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: 'unavailable', code: 'MAIL_UNAVAILABLE', message: MAIL_UNAVAILABLE_MESSAGE });
    } finally {
      refuse = false;
      mailer.close();
    }
    const row = await outboxRow('smtp-refused@example.kr');
    expect(row).toBeDefined();
    expect(row!.sentAt).toBeNull();
  });

  it('reads host, port, TLS and the percent-decoded login from SMTP_URL', () => {
    expect(smtpOptionsOf('smtp://u%40x:p%3Aw@mail.example.kr:2525')).toEqual({
      host: 'mail.example.kr',
      port: 2525,
      secure: false,
      auth: { user: 'u@x', pass: 'p:w' },
    });
    expect(smtpOptionsOf('smtps://mail.example.kr')).toEqual({ host: 'mail.example.kr', port: 465, secure: true });
    expect(() => smtpOptionsOf('http://mail.example.kr')).toThrow(/smtp/);
  });
});

describe('the outbox mailer', () => {
  it('keeps the mail in the outbox, logging its body only when told to', async () => {
    const logged: Record<string, unknown>[] = [];
    const log = { info: (object: Record<string, unknown>) => void logged.push(object) };
    await createOutboxMailer({ db: t.database.db, log }).send({ ...message, to: 'outbox-quiet@example.kr' });
    await createOutboxMailer({ db: t.database.db, log, logBodies: true }).send({ ...message, to: 'outbox-dev@example.kr' });
    expect((await outboxRow('outbox-quiet@example.kr'))!.sentAt).toBeNull();
    expect(logged[0]).not.toHaveProperty('body');
    expect(logged[1]).toMatchObject({ to: 'outbox-dev@example.kr', body: message.body });
  });
});
