import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDocuments } from '../../server/orders/contract-documents.ts';
import type { ContractTexts } from '../../widgets/core/legal/contract-texts.ts';
import { orderBody } from '../support/order-fixtures.ts';
import { folders, outbox, post, serve } from '../support/order-service-harness.ts';
import { pdfText } from '../support/pdf-text.ts';

const texts: ContractTexts = [
  { key: 'terms', title: 'Allgemeine Geschäftsbedingungen', language: 'de', html: '<h2>§ 1 Geltungsbereich</h2><p>Diese AGB gelten für alle Bestellungen über unseren Online-Shop.</p>' },
  {
    key: 'withdrawal',
    title: 'Widerrufsbelehrung',
    language: 'de',
    html: '<h2>Widerrufsrecht</h2><p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p><h2>Muster-Widerrufsformular</h2><p>An Juwelier Albrecht GmbH, Münsterplatz 12, 79098 Freiburg</p><ul><li>Bestellt am (*)/erhalten am (*)</li></ul>',
  },
];
const englishTerms = { key: 'terms', title: 'Terms and conditions', language: 'en', html: '<h2>§ 1 Scope</h2><p>These terms apply to all orders placed in our online shop.</p>' } as const;

describe('the contract documents of an order', () => {
  it('puts the AGB and the withdrawal policy with the model form into the mail’s text, as plain text under their titles', () => {
    const { mailSections } = contractDocuments(texts, 'de', '10001');
    const text = mailSections.map((lines) => lines.join('\n')).join('\n\n');
    expect(text).toContain('Allgemeine Geschäftsbedingungen\n===============================\n\n§ 1 Geltungsbereich\n\nDiese AGB gelten für alle Bestellungen über unseren Online-Shop.');
    expect(text).toContain('Muster-Widerrufsformular\n\nAn Juwelier Albrecht GmbH, Münsterplatz 12, 79098 Freiburg\n\n * Bestellt am (*)/erhalten am (*)');
    expect(text).not.toMatch(/<[a-z]/);
    // An English order with a text the shop has in German only says which version applies; one in English throughout does not.
    const germanOnly = 'Where a text below is in German, the shop has it in German only; the German version applies.';
    expect(contractDocuments([englishTerms, texts[1]!], 'en', '10001').mailSections[0]).toContain(germanOnly);
    const english = contractDocuments([englishTerms, { ...texts[1]!, title: 'Withdrawal policy', language: 'en' }], 'en', '10001');
    expect(english.mailSections[0]).not.toContain(germanOnly);
    expect(english.mailSections.map((lines) => lines.join('\n')).join('\n\n')).toContain('Terms and conditions\n====================\n\n§ 1 Scope');
  });

  it('writes a PDF of the order and both texts, umlauts, quotes and the euro sign as they are', () => {
    const attachment = contractDocuments(texts, 'de', '10001').pdf([['Bestellnummer: 10001'], ['- 1 × Ring „Aurora“: je 1.290,00 €, 1.290,00 €', 'Gravur: Zoë & Jürgen – حداد']]);
    expect(attachment).toMatchObject({ filename: 'Vertragsunterlagen-10001.pdf', contentType: 'application/pdf', encoding: 'base64' });
    const pdf = Buffer.from(attachment.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString().trim()).toBe('%%EOF');
    const text = pdfText(pdf);
    expect(text).toContain('Vertragsunterlagen zur Bestellung 10001');
    expect(text).toContain('- 1 × Ring „Aurora“: je 1.290,00 €, 1.290,00 €');
    // A script the PDF's standard font cannot write is marked, not dropped silently.
    expect(text).toContain('Gravur: Zoë & Jürgen – ????');
    expect(text).toContain('Widerrufsbelehrung');
    expect(text).toContain('Muster-Widerrufsformular');
  });

  it('goes with every order confirmation the service sends, the PDF attached', async () => {
    const { siteDir, dataDir } = await folders();
    await writeFile(path.join(siteDir, 'data', 'contract-texts.json'), JSON.stringify({ de: texts, en: [englishTerms, texts[1]], fr: texts }));
    const { url, local } = await serve({ siteDir, dataDir });
    expect((await post(`${url}/ecom/order`, orderBody('o1'))).status).toBe(200);
    await local.mailsSent();
    const [confirmation] = (await outbox(dataDir)).filter((mail) => mail.headers.to === 'anna@example.org');
    expect(confirmation?.headers.subject).toBe('Ihre Bestellung 10001');
    expect(confirmation?.body).toContain('vielen Dank für Ihre Bestellung.');
    expect(confirmation?.body).toContain('Widerrufsbelehrung\n==================');
    expect(confirmation?.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: 'Vertragsunterlagen-10001.pdf', contentType: 'application/pdf' }]);
    const pdf = pdfText(confirmation!.attachments[0]!.content);
    expect(pdf).toContain('Bestellnummer: 10001');
    expect(pdf).toContain('Ring Aurora');
    expect(pdf).toContain('Sie haben das Recht, binnen vierzehn Tagen');

    // An English order carries the English terms, and the withdrawal policy the shop has in German only, saying so.
    const english = { ...orderBody('o2'), language: 'en' as const };
    english.checkout.customerEmail = 'anna.en@example.org';
    expect((await post(`${url}/ecom/order`, english)).status).toBe(200);
    await local.mailsSent();
    const [inEnglish] = (await outbox(dataDir)).filter((mail) => mail.headers.to === 'anna.en@example.org');
    expect(inEnglish?.body).toContain('Terms and conditions\n====================\n\n§ 1 Scope');
    expect(inEnglish?.body).toContain('Widerrufsbelehrung\n==================');
    expect(inEnglish?.body).toContain('the German version applies');
  });
});
