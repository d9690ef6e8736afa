import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (the shop answers a customer's form this way). */
  replyTo?: string;
}

/**
 * How the shop sends mail. The default writes each message as an .eml file under
 * DATA_DIR/outbox (nothing leaves the machine); with SMTP_URL set, mail goes out through
 * that SMTP server. Implement this to plug in another provider.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const MAIL_FROM = 'Inkfold Print <no-reply@inkfold.example>';

export class OutboxMailer implements Mailer {
  private readonly render = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly dir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const { message: eml } = (await this.render.sendMail({ from: MAIL_FROM, ...message })) as {
      message: Buffer;
    };
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await fs.writeFile(file, eml);
    // Never the links: a reset link in the log would let anyone who reads it take the account.
    this.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  }
}

class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(url: string) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: MAIL_FROM, ...message });
  }
}

export function createMailer(options: { smtpUrl?: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl)
    : new OutboxMailer(path.join(options.dataDir, 'outbox'), options.log);
}
