import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { readEml } from '../support/order-fixtures.ts';
import { orderServiceDataDir } from './build-env.mjs';

export type ReceivedMail = ReturnType<typeof readEml>;

/** The mails the order service of this runtime's server wrote to its outbox for one address. */
async function mailsTo(runtime: string, address: string): Promise<ReceivedMail[]> {
  const outbox = path.join(orderServiceDataDir(runtime), 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(names.filter((name) => name.endsWith('.eml')).map(async (name) => readEml(await readFile(path.join(outbox, name), 'utf8'))));
  return mails.filter((mail) => mail.headers.to === address);
}

/**
 * The one mail sent to this address (the service sends it just after its reply, so it is waited
 * for), or with `subject` the one mail of that subject among several (a payment's confirmation
 * follows the order's).
 */
export async function theMailTo(runtime: string, address: string, { subject }: { subject?: string } = {}): Promise<ReceivedMail> {
  const matching = async () => (await mailsTo(runtime, address)).filter((mail) => subject === undefined || mail.headers.subject === subject);
  await expect.poll(async () => (await matching()).length, { message: `mails to ${address}${subject ? ` with the subject "${subject}"` : ''}` }).toBe(1);
  return (await matching())[0]!;
}
