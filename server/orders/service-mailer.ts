import path from 'node:path';
import { createMailer, type Mail, type Mailer } from '../mailer.ts';
import type { LocalOrderServiceOptions } from './service-options.ts';

/** A mailer for a service without a data folder or SMTP: it says what it would have sent. */
const loggingMailer: Mailer = {
  async send(mail: Mail) {
    console.info(`[order service] no SMTP_URL and no data folder: not sent "${mail.subject}" to ${mail.to}`);
  },
};

/** The options' mailer, else SMTP, else .eml files in the data folder's outbox, else a log line. */
export function mailerFor(options: LocalOrderServiceOptions, project: string): Mailer {
  if (options.mailer) return options.mailer;
  const from = options.mailFrom || `shop@${project}`;
  if (options.smtpUrl) return createMailer({ smtpUrl: options.smtpUrl, outboxDir: '', from });
  if (options.dataDir) return createMailer({ outboxDir: path.join(options.dataDir, 'outbox'), from });
  return loggingMailer;
}
