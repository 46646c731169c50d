import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormService } from '../../server/form-service.ts';
import type { Mail } from '../../server/mailer.ts';

/** The form service in front of a stand-in for the static files (only the thanks page exists). */
function serve(service: ReturnType<typeof createFormService>): Promise<{ server: Server; base: string }> {
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const server = createServer((request, response) => {
    let body: Promise<string> | undefined;
    void service(request, response, () => (body ??= readBody(request))).then((answered) => {
      if (answered) return;
      if (new URL(request.url ?? '/', 'http://x').pathname === '/en/thanks') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'" });
        response.end('<main><div data-widget="thanks-greeting"><p class="thanks-greeting">Thank you for your message!</p></div></main>');
      } else {
        response.writeHead(404).end('static');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

const json = (value: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
const form = (value: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(value).toString(),
  redirect: 'manual' as const,
});
const complete = { name: 'Anna Berg', email: 'anna@example.org', message: 'Ist der Ring noch da?', privacy: true, lang: 'de' };

describe('the local form service', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => ({ server, base } = await serve(createFormService({ inspect: true }))));
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('takes a JSON contact message that passes the rules, and keeps it', async () => {
    const response = await fetch(`${base}/forms/contact`, json(complete));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    const received = (await (await fetch(`${base}/forms/_received`)).json()) as { contact: unknown[] };
    expect(received.contact).toContainEqual({ name: 'Anna Berg', email: 'anna@example.org', message: 'Ist der Ring noch da?', lang: 'de' });
  });

  it('refuses a JSON message without consent with 400 and the field errors, and keeps nothing', async () => {
    const response = await fetch(`${base}/forms/contact`, json({ ...complete, privacy: false, email: 'nope', message: 'Nicht gespeichert' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', errors: { email: 'invalid', privacy: 'missing' } });
    const received = (await (await fetch(`${base}/forms/_received`)).json()) as { contact: Array<{ message: string }> };
    expect(received.contact.map((message) => message.message)).not.toContain('Nicht gespeichert');
  });

  it('sends a plain form post to the thanks page of its language without name or e-mail in the address, or back to the form', async () => {
    const sent = await fetch(`${base}/forms/contact`, form({ name: 'Jo', email: 'jo@example.org', message: 'Hi', privacy: 'yes', lang: 'en' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/en/thanks');
    expect(sent.headers.get('set-cookie')).toMatch(/^thanks-greeting=[0-9a-f-]{36}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(sent.headers.get('set-cookie')).not.toMatch(/Jo|example/);
    const refused = await fetch(`${base}/forms/contact`, form({ name: 'Jo', email: 'jo@example.org', message: 'Hi', lang: 'fr' }));
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/fr/contact#contact-form-refused');
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('answers other methods and unreadable bodies plainly', async () => {
    expect((await fetch(`${base}/forms/contact`)).status).toBe(405);
    expect((await fetch(`${base}/forms/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' })).status).toBe(400);
    expect((await fetch(`${base}/forms/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' })).status).toBe(400);
  });

  it('greets the visitor by name on the thanks page it redirected to, once, escaped, with the page\'s headers', async () => {
    const sent = await fetch(`${base}/forms/contact`, form({ name: '<b>Jo</b>', email: 'jo@example.org', message: 'Hi', privacy: 'yes', lang: 'en' }));
    const cookie = sent.headers.get('set-cookie')!.split(';')[0]!;
    const page = await fetch(`${base}${sent.headers.get('location')}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('set-cookie')).toMatch(/^thanks-greeting=; Path=\/; Max-Age=0/);
    expect(await page.text()).toContain('<p class="thanks-greeting">Thank you, &lt;b&gt;Jo&lt;/b&gt;! We will reply to jo@example.org.</p>');
    // The handover is used once: a reload, even with the cookie still sent, greets plainly.
    expect(await (await fetch(`${base}/en/thanks`, { headers: { cookie } })).text()).toContain('Thank you for your message!');
    // Name and e-mail in the address are not read at all (a crafted link cannot make the page speak).
    expect(await (await fetch(`${base}/en/thanks?name=Jo&email=jo%40example.org`)).text()).toContain('Thank you for your message!');
    expect(await (await fetch(`${base}/en/thanks`, { headers: { cookie: 'thanks-greeting=00000000-0000-0000-0000-000000000000' } })).text()).toContain('Thank you for your message!');
  });

  it('asks for a confirmation of each newsletter sign-up until the third attempt, then 429; empty is 400', async () => {
    const email = 'news@example.org';
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await fetch(`${base}/forms/newsletter`, json({ email, lang: 'de' }));
      statuses.push([response.status, await response.json()]);
    }
    expect(statuses).toEqual([
      [200, { status: 'ok' }],
      [200, { status: 'ok' }],
      [200, { status: 'ok' }],
      [429, { status: 'error', code: 'too_many_attempts' }],
    ]);
    const empty = await fetch(`${base}/forms/newsletter`, json({ email: '  ', lang: 'de' }));
    expect([empty.status, await empty.json()]).toEqual([400, { status: 'error', code: 'missing_email' }]);
  });

  it('counts the attempts per mailbox: neither a +tag nor the letter case gives another three', async () => {
    const statuses = [];
    for (const email of ['tag@example.org', 'Tag+1@example.org', 'tag+2@EXAMPLE.org', 'TAG+x@example.org', 'tag+y@example.org']) {
      statuses.push((await fetch(`${base}/forms/newsletter`, json({ email, lang: 'de' }))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('refuses a contact name with a line break or bidi override, and a message with control characters, saying so', async () => {
    const name = await fetch(`${base}/forms/contact`, json({ ...complete, name: 'Anna\r\nBcc: x@evil.example' }));
    expect([name.status, await name.json()]).toEqual([400, { status: 'error', errors: { name: 'characters' } }]);
    const bidi = await fetch(`${base}/forms/contact`, json({ ...complete, name: 'Anna \u202eevil', message: 'Hallo\u001b[2J' }));
    expect(await bidi.json()).toEqual({ status: 'error', errors: { name: 'characters', message: 'characters' } });
    expect((await fetch(`${base}/forms/contact`, json({ ...complete, message: 'Zwei\nZeilen' }))).status).toBe(200);
  });

  it('sends a plain newsletter post back to its page at the outcome\'s notice, never to another host', async () => {
    const ok = await fetch(`${base}/forms/newsletter`, form({ email: 'plain@example.org', lang: 'en', return: '/en/imprint' }));
    expect([ok.status, ok.headers.get('location')]).toEqual([303, '/en/imprint#newsletter-ok']);
    const again = await fetch(`${base}/forms/newsletter`, form({ email: 'plain@example.org', return: '//evil.example/' }));
    expect(again.headers.get('location')).toBe('/#newsletter-ok');
    const empty = await fetch(`${base}/forms/newsletter`, form({ email: '', return: '/kontakt' }));
    expect(empty.headers.get('location')).toBe('/kontakt#newsletter-missing');
  });

  it('leaves every other path to the static files', async () => {
    expect(await (await fetch(`${base}/kontakt`)).text()).toBe('static');
  });
});

describe('the local form service without the inspection switch', () => {
  it('does not show what it received', async () => {
    const { server, base } = await serve(createFormService({ inspect: false }));
    try {
      expect(await (await fetch(`${base}/forms/_received`)).text()).toBe('static');
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

});

describe('the newsletter’s double opt-in (UWG § 7)', () => {
  let server: Server;
  let base: string;
  const sent: Mail[] = [];
  let clock = new Date('2026-11-27T09:00:00Z');
  beforeAll(async () => ({ server, base } = await serve(createFormService({ inspect: true, mailer: { send: async (mail) => void sent.push(mail) }, siteUrl: 'https://www.juwelier-albrecht.de/', now: () => clock }))));
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const signUp = async (email: string, lang = 'de') => (await fetch(`${base}/forms/newsletter`, json({ email, lang }))).status;
  const linkIn = (mail: Mail) => /https:\/\/\S+/.exec(mail.text)![0];
  const open = async (link: string) => (await fetch(link.replace('https://www.juwelier-albrecht.de', base), { redirect: 'manual' })).headers.get('location');
  const received = async () => (await (await fetch(`${base}/forms/_received`)).json()) as { confirmations: Array<Record<string, string>> };

  it('mails a confirmation link in the sign-up’s language; the address counts once it is opened, once, with both moments kept', async () => {
    expect(await signUp('Lena@Example.org', 'en')).toBe(200);
    const mail = sent.at(-1)!;
    expect(mail.to).toBe('Lena@Example.org');
    expect(mail.subject).toBe('Please confirm your newsletter subscription');
    expect(mail.text).toContain('Please confirm the subscription with this link:');
    const link = linkIn(mail);
    expect(link).toMatch(/^https:\/\/www\.juwelier-albrecht\.de\/forms\/newsletter\/confirm\?token=[\w-]{43}&lang=en$/);
    expect((await received()).confirmations).toEqual([]);
    clock = new Date('2026-11-27T09:05:00Z');
    expect(await open(link)).toBe('/en#newsletter-confirmed');
    expect((await received()).confirmations).toEqual([{ email: 'lena@example.org', lang: 'en', requestedAt: '2026-11-27T09:00:00.000Z', confirmedAt: '2026-11-27T09:05:00.000Z' }]);
    // The link is used up; the address is now subscribed.
    expect(await open(link)).toBe('/en#newsletter-linkUnknown');
    expect(await signUp('lena@example.org')).toBe(409);
  });

  it('counts only the newest link of an address, and none after seven days', async () => {
    await signUp('max@example.org');
    const first = linkIn(sent.at(-1)!);
    await signUp('max@example.org');
    const second = linkIn(sent.at(-1)!);
    expect(await open(first)).toBe('/#newsletter-linkUnknown');
    clock = new Date(clock.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await open(second)).toBe('/#newsletter-linkUnknown');
    expect(await signUp('max@example.org')).toBe(200);
  });

  it('leads a made-up token to the notice in the language the link names, never elsewhere', async () => {
    expect(await open(`https://www.juwelier-albrecht.de/forms/newsletter/confirm?token=erfunden&lang=fr`)).toBe('/fr#newsletter-linkUnknown');
    expect(await open(`https://www.juwelier-albrecht.de/forms/newsletter/confirm?lang=//evil.example`)).toBe('/#newsletter-linkUnknown');
  });

  it('says the sign-up failed when the confirmation mail cannot be sent: nothing would ever confirm it', async () => {
    const failing = await serve(createFormService({ inspect: false, mailer: { send: () => Promise.reject(new Error('SMTP down')) } }));
    try {
      const response = await fetch(`${failing.base}/forms/newsletter`, json({ email: 'ada@example.org', lang: 'de' }));
      expect([response.status, await response.json()]).toEqual([502, { status: 'error', code: 'mail_failed' }]);
    } finally {
      await new Promise<void>((done) => failing.server.close(() => done()));
    }
  });
});
