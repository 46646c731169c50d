import { mkdir, rename, writeFile } from 'node:fs/promises';
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
  /** Files sent with it (the contract documents' PDF), as nodemailer takes them. */
  attachments?: MailAttachment[];
}

/** A file sent with a mail, its content in base64 (a mail waiting in the outbox is kept as JSON). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  encoding: 'base64';
  content: string;
}

export interface Mailer {
  /**
   * Sends one mail. `key` names it for good (the outbox's job key): sending it again writes the
   * same .eml file, and an SMTP mail carries it in its Message-ID, so a repeat after a crash is
   * recognisable as the same mail.
   */
  send(mail: Mail, key?: string): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it, mails are written to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/** The sender's domain, for Message-IDs: shop@example.org → example.org. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail, key) {
        await transport.sendMail({ from, ...mail, ...(key ? { messageId: `<${key}@${domainOf(from)}>` } : {}) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail, key) {
      const info = await transport.sendMail({ from, ...mail, ...(key ? { messageId: `<${key}@${domainOf(from)}>` } : {}) });
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time, unique within the process.
      const name = `${key ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(4, '0')}`}.eml`;
      // Written whole under a temporary name first: a crash leaves no half mail under its real one.
      const part = join(outboxDir, `.${name}.part`);
      await writeFile(part, info.message as Buffer);
      await rename(part, join(outboxDir, name));
    },
  };
}
