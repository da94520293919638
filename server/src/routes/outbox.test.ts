import { afterEach, describe, expect, it, vi } from 'vitest';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { outboxMessageSchema, outboxResponseSchema } from '@portal/contract';
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig } from '../config/env';
import { mailErrorCode, type MailTransport } from '../services/mailer';
import {
  call,
  currentTestApp,
  freshTestApp,
  outboxMessages,
  setCurrentTestApp,
  signIn,
  testClock,
  useTestApp,
  type TestApp,
} from '../testing';

useTestApp();

const forgot = (email: string) =>
  call('/api/auth/forgot-password', { method: 'POST', json: { email } });
const RESET_SENT = { message: 'If the address is registered, a reset link has been sent' };

describe('GET /api/admin/outbox', () => {
  it('lists what the server sent, newest first, paged; one message with its body', async () => {
    const admin = await signIn();
    const start = testClock().now().getTime();
    for (const [i, email] of ['client@demo.com', 'agent@demo.com', 'auditor@demo.com'].entries()) {
      vi.spyOn(testClock(), 'now').mockReturnValue(new Date(start + i * 60_000));
      await forgot(email);
      await currentTestApp().deps.mailer.idle();
    }
    const page1 = await call('/api/admin/outbox?itemsPerPage=2', { token: admin });
    expect(page1.status).toBe(200);
    const { messages, totalMessages } = outboxResponseSchema.parse(page1.body);
    expect(totalMessages).toBe(3);
    expect(messages.map((m) => m.to)).toEqual(['auditor@demo.com', 'agent@demo.com']);
    expect(messages[0]).toEqual({
      id: expect.any(Number) as unknown,
      to: 'auditor@demo.com',
      subject: 'Reset your HostDesk password',
      createdAt: new Date(start + 120_000).toISOString(),
      sentVia: 'outbox',
      status: 'stored',
    });
    // The list never carries bodies (links): only the detail does.
    expect(JSON.stringify(page1.body)).not.toContain('token=');
    const page2 = outboxResponseSchema.parse(
      (await call('/api/admin/outbox?itemsPerPage=2&page=2', { token: admin })).body,
    );
    expect(page2.messages.map((m) => m.to)).toEqual(['client@demo.com']);

    const one = await call(`/api/admin/outbox/${page2.messages[0]?.id}`, { token: admin });
    expect(one.status).toBe(200);
    const message = outboxMessageSchema.parse(one.body);
    expect(message).toMatchObject({ to: 'client@demo.com', error: null });
    expect(message.body).toMatch(/^Hello .+,\n/);
    expect(message.body).toMatch(
      /\nhttp:\/\/localhost:3000\/authentication\/reset-password\?token=[0-9a-f]{64}\n/,
    );
  });

  it('answers 404 for a message that is not there and 400 for a bad page', async () => {
    const admin = await signIn();
    expect(await call('/api/admin/outbox/999', { token: admin })).toEqual({
      status: 404,
      body: { message: 'Message not found' },
    });
    expect((await call('/api/admin/outbox/abc', { token: admin })).status).toBe(404);
    const bad = await call('/api/admin/outbox?itemsPerPage=0', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { itemsPerPage: [expect.any(String)] } });
  });

  it('is for administrators only: 401 signed out, 403 for every other account', async () => {
    await forgot('client@demo.com');
    const [mail] = await outboxMessages();
    for (const path of ['/api/admin/outbox', `/api/admin/outbox/${mail?.id}`]) {
      expect((await call(path)).status).toBe(401);
      for (const email of ['client@demo.com', 'agent@demo.com', 'auditor@demo.com'])
        expect(await call(path, { token: await signIn(email) }), `${path} as ${email}`).toEqual({
          status: 403,
          body: { message: 'Forbidden' },
        });
      expect((await call(path, { token: await signIn() })).status).toBe(200);
    }
  });

  it('records the e-mail of "Send invoice" with its text', async () => {
    const admin = await signIn();
    const sent = await call('/api/apps/invoice/5036/send', {
      method: 'POST',
      token: admin,
      json: {
        to: 'ada@engines.example',
        subject: 'Invoice #5036',
        message: 'Dear Ada,\nhere it is.',
      },
    });
    expect(sent.status).toBe(200);
    expect(await outboxMessages()).toEqual([
      expect.objectContaining({
        recipient: 'ada@engines.example',
        subject: 'Invoice #5036',
        body: 'Dear Ada,\nhere it is.',
        sent_via: 'outbox',
        status: 'stored',
      }),
    ]);
  });
});

describe('SMTP (SMTP_URL set)', () => {
  let app: TestApp | null = null;
  let written: string[] = [];
  afterEach(async () => {
    setCurrentTestApp(null);
    await app?.deps.mailer.idle();
    await app?.database.dispose();
    app = null;
  });

  async function withTransport(transport: MailTransport) {
    written = [];
    const log = pino({ level: 'info' }, { write: (line: string) => written.push(line) });
    app = await freshTestApp(undefined, undefined, { log, mailTransport: transport });
    setCurrentTestApp(app);
  }

  it('hands the reset e-mail to SMTP; the outbox keeps a record without the body', async () => {
    const json = nodemailer.createTransport({ jsonTransport: true });
    const delivered: { from: string; to: string[]; subject: string; text: string }[] = [];
    await withTransport({
      sendMail: async (mail) => {
        const info = await json.sendMail(mail);
        delivered.push(JSON.parse(info.message) as (typeof delivered)[number]);
        return info;
      },
    });
    expect(await forgot('client@demo.com')).toEqual({ status: 201, body: RESET_SENT });
    const [record] = await outboxMessages();
    expect(record).toMatchObject({
      recipient: 'client@demo.com',
      sent_via: 'smtp',
      status: 'sent',
      body: null,
      error: null,
    });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      from: { address: 'no-reply@localhost', name: 'HostDesk' },
      to: [{ address: 'client@demo.com', name: '' }],
      subject: 'Reset your HostDesk password',
    });
    const token = /reset-password\?token=([0-9a-f]{64})/.exec(delivered[0]?.text ?? '')?.[1] ?? '';
    expect(
      await call('/api/auth/reset-password', {
        method: 'POST',
        json: { resetToken: token, password: 'smtp-new-pass' },
      }),
    ).toEqual({ status: 200, body: { message: 'Your password has been reset' } });
    // The admin sees the record, not the link.
    const detail = await call(`/api/admin/outbox/${record?.id}`, { token: await signIn() });
    expect(detail.body).toMatchObject({ sentVia: 'smtp', status: 'sent', body: null });
  });

  it('a refused delivery: the same answer, recorded as failed, logged without body or link', async () => {
    const sentTexts: string[] = [];
    await withTransport({
      sendMail: (mail) => {
        sentTexts.push(mail.text);
        return Promise.reject(
          Object.assign(new Error(`550 rejected: ${mail.text}`), {
            code: 'EENVELOPE',
            responseCode: 550,
          }),
        );
      },
    });
    expect(await forgot('client@demo.com')).toEqual({ status: 201, body: RESET_SENT });
    const [record] = await outboxMessages();
    expect(record).toMatchObject({ sent_via: 'smtp', status: 'failed', error: 'EENVELOPE 550' });
    const token = /token=([0-9a-f]{64})/.exec(sentTexts[0] ?? '')?.[1];
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const failures = written.filter((line) => line.includes('e-mail not sent'));
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0] ?? '{}')).toMatchObject({
      level: 40,
      outboxId: record?.id,
      code: 'EENVELOPE 550',
    });
    for (const line of written) {
      expect(line).not.toContain(token);
      expect(line).not.toContain('reset-password');
    }
  });

  it('an unknown address is answered the same and nothing is sent', async () => {
    let calls = 0;
    await withTransport({
      sendMail: () => {
        calls += 1;
        return Promise.resolve({});
      },
    });
    expect(await forgot('ghost@example.com')).toEqual({ status: 201, body: RESET_SENT });
    expect(await outboxMessages()).toEqual([]);
    expect(calls).toBe(0);
  });
});

describe('mail configuration', () => {
  it('SMTP_URL takes smtp:// or smtps://; a bad one is one line that does not echo it', () => {
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(loadConfig({}).mailFrom).toBe(DEFAULT_MAIL_FROM);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(loadConfig({ MAIL_FROM: 'Portal <portal@example.com>' }).mailFrom).toBe(
      'Portal <portal@example.com>',
    );
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('SMTP_URL: an smtp:// or smtps:// URL');
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('an error is recorded by its code, never its message', () => {
    expect(mailErrorCode(Object.assign(new Error('x'), { code: 'EAUTH', responseCode: 535 }))).toBe(
      'EAUTH 535',
    );
    expect(mailErrorCode(Object.assign(new Error('x'), { code: 'ECONNECTION' }))).toBe(
      'ECONNECTION',
    );
    expect(mailErrorCode(new Error('secret text'))).toBe('EUNKNOWN');
    expect(mailErrorCode(Object.assign(new Error('x'), { code: 'has token=abc' }))).toBe(
      'EUNKNOWN',
    );
  });
});
