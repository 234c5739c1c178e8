import { maskEmail } from '@hireway/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type SMTPPoolSentMessageInfo, type Transporter } from 'nodemailer';

import type { Config } from '../../config/config';
import type { Executor } from '../../db/database';
import { insertOutboxMail } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The template it was rendered from, kept in the dev outbox. */
  template?: string;
}

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or stored in the outbox); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; query parameters set further options. */
  url: string;
  from: string;
  log: MailLogger;
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/** Mail over SMTP through a small connection pool; the job runner retries what the server refuses. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPPoolSentMessageInfo>;
  private readonly log: MailLogger;

  constructor(options: SmtpMailerOptions) {
    this.log = options.log;
    this.transport = createTransport(
      {
        url: options.url,
        pool: true,
        maxConnections: 3,
        connectionTimeout: options.connectionTimeoutMs ?? 10_000,
        greetingTimeout: options.connectionTimeoutMs ?? 10_000,
        socketTimeout: options.socketTimeoutMs ?? 20_000,
        // Messages are built from our templates only: never let content pull in files or URLs.
        disableFileAccess: true,
        disableUrlAccess: true,
      },
      { from: options.from },
    );
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // RFC 3834: an automatic message; out-of-office replies should not answer it.
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    this.log.info({ messageId: info.messageId }, `mail to ${maskEmail(message.to)}: ${message.subject}`);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/**
 * The dev outbox: messages go to the mail_outbox table (read them at GET /api/v1/dev/outbox/mail) and a log
 * line names the masked recipient and the subject. Bodies hold links and codes, so they are never logged.
 */
export class OutboxMailer implements Mailer {
  private readonly db: Executor;
  private readonly log: MailLogger;
  private readonly clock: () => Date;

  constructor(db: Executor, log: MailLogger, clock: () => Date = () => new Date()) {
    this.db = db;
    this.log = log;
    this.clock = clock;
  }

  async send(message: MailMessage): Promise<void> {
    const id = await insertOutboxMail(this.db, {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      template: message.template ?? null,
      createdAt: this.clock().toISOString(),
    });
    this.log.info({ outboxId: id }, `mail to ${maskEmail(message.to)}: ${message.subject}`);
  }

  async close(): Promise<void> {
    // Nothing to release: the database belongs to the app.
  }
}

/** SMTP when SMTP_URL is set, otherwise the dev outbox. */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'isProduction'>,
  db: Executor,
  log: MailLogger,
): Mailer {
  if (config.SMTP_URL) return new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, log });
  if (config.isProduction) {
    log.warn('SMTP_URL is not set: e-mails go to the mail_outbox table and are never delivered');
  }
  return new OutboxMailer(db, log);
}
