import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/**
 * The e-mails the services send (to the shopper: order confirmation, withdrawal receipt; to the
 * shop: a notification of each order, product request and withdrawal). With an SMTP URL they
 * go out through it; without one nodemailer renders each to a complete .eml file in an outbox
 * folder, so a retailer trying the shop (and the tests) can open exactly what would be sent.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes when it should not go to the sender: the shopper, for the shop's notifications. */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it, mails are written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time, unique within the process.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(4, '0')}.eml`;
      await writeFile(join(outboxDir, name), info.message as Buffer);
    },
  };
}
