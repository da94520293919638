import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import { insertOutboxMessage, setOutboxStatus } from '../repositories/outbox.repository';

/** One e-mail: plain text always (what the outbox keeps), HTML as an alternative for SMTP. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The part of a nodemailer transporter the mailer uses: tests hand it a fake or `jsonTransport`. */
export interface MailTransport {
  sendMail(mail: MailMessage & { from: string }): Promise<unknown>;
}

/** What became of a message: its outbox row and status. */
export interface MailReceipt {
  id: number;
  status: 'stored' | 'sent' | 'failed';
}

/** Every e-mail of the server leaves through this (services never call nodemailer). */
export interface Mailer {
  /**
   * SMTP when there is a transport, else the outbox table. A refused or failed delivery does not
   * throw: it is logged (an error code, never the body) and recorded as `failed`.
   */
  send(message: MailMessage): Promise<MailReceipt>;
  /**
   * `send` without waiting for it (a reset request answers before SMTP does, so its timing tells
   * nothing about the address). Nothing thrown escapes: a failure to record is logged.
   */
  sendLater(message: MailMessage): void;
  /** Resolves once every message handed over so far is stored or delivered (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  /** null: the outbox (no `SMTP_URL`). */
  transport: MailTransport | null;
  /** `From:` of every message (`MAIL_FROM`). */
  from: string;
}

/** Bounds on one SMTP delivery: a silent server must not hold a request for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A nodemailer SMTP transport for `SMTP_URL` (smtp:// or smtps://user:pass@host:port). */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
}

/**
 * What is recorded and logged of a failure: nodemailer's error code and SMTP reply code
 * (`EAUTH`, `ECONNECTION 421`), never its message, which may quote the server or the envelope.
 */
export function mailErrorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const name = typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/.test(code) ? code : 'EUNKNOWN';
  return typeof responseCode === 'number' && Number.isInteger(responseCode)
    ? `${name} ${responseCode}`
    : name;
}

export function createMailer({ db, clock, log, transport, from }: MailerOptions): Mailer {
  const inFlight = new Set<Promise<unknown>>();

  const deliver = async (message: MailMessage): Promise<MailReceipt> => {
    const createdAt = clock.now().toISOString();
    if (transport === null) {
      const id = await insertOutboxMessage(db, {
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        createdAt,
        sentVia: 'outbox',
        status: 'stored',
      });
      return { id, status: 'stored' };
    }
    // The body stays out of the database: its links (a reset token) are the recipient's alone.
    const id = await insertOutboxMessage(db, {
      recipient: message.to,
      subject: message.subject,
      body: null,
      createdAt,
      sentVia: 'smtp',
      status: 'sending',
    });
    try {
      await transport.sendMail({ ...message, from });
    } catch (error) {
      const code = mailErrorCode(error);
      log.warn({ outboxId: id, code }, 'e-mail not sent');
      await setOutboxStatus(db, id, 'failed', code);
      return { id, status: 'failed' };
    }
    await setOutboxStatus(db, id, 'sent', null);
    return { id, status: 'sent' };
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  return {
    send: (message) => track(deliver(message)),
    sendLater: (message) => {
      void track(
        deliver(message).catch((error: unknown) => {
          // The error's name only: a database error may quote the values of the row.
          log.error(
            { error: error instanceof Error ? error.name : 'unknown' },
            'e-mail not recorded',
          );
        }),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
