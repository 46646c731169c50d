import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../server/mailer.ts';
import { bankTransferOrder, bankTransferOrderAbroad, batteryOrder, engravedOrder, fragranceOrder, mailsFor, pickupOrder } from '../support/order-mail-cases.ts';
import { fixtureCatalog, fixtureSeller, project, readEml, writeFixtureSite } from '../support/order-fixtures.ts';
import { localOrderServiceFromEnv } from '../../server/order-service-env.ts';
import { serveOnce } from '../support/serve-once.ts';

/**
 * The mails the order service sends, read as their recipients read them: the shopper's order
 * confirmation (bank transfer, pickup, engraving; German and English) and withdrawal receipt, and
 * the shop's own notification of each order, product request and withdrawal.
 */

const shopper = 'anna@example.org';
const shopAddress = 'info@juwelier-albrecht.de';
/** A mail as its reader sees it: the no-break space between amount and currency reads as a space. */
const readable = (mail: Mail): Mail => ({ ...mail, subject: mail.subject.replace(/\u00a0/g, ' '), text: mail.text.replace(/\u00a0/g, ' ') });
const toShopper = (mails: Mail[]) => readable(mails.find((mail) => mail.to === shopper)!);
const toShop = (mails: Mail[]) => readable(mails.find((mail) => mail.to !== shopper)!);

const signatureDe = `Mit freundlichen Grüßen
Juwelier Albrecht GmbH

-- 
Juwelier Albrecht GmbH
Kaiser-Joseph-Straße 245
79098 Freiburg im Breisgau
E-Mail: info@juwelier-albrecht.de
Telefon: 0761 2021010
Sitz: Freiburg im Breisgau
Handelsregister: HRB 712345
Registergericht: Amtsgericht Freiburg
Geschäftsführer: Katharina Albrecht, Jonas Albrecht
USt-IdNr.: DE123456789
`;

const signatureEn = `Kind regards
Juwelier Albrecht GmbH

-- 
Juwelier Albrecht GmbH
Kaiser-Joseph-Straße 245
79098 Freiburg im Breisgau
E-mail: info@juwelier-albrecht.de
Phone: 0761 2021010
Registered office: Freiburg im Breisgau
Handelsregister: HRB 712345
Register court: Amtsgericht Freiburg
Managing directors: Katharina Albrecht, Jonas Albrecht
VAT ID: DE123456789
`;

/** The shop's mails sign without a closing: the sender's details alone. */
const senderDe = signatureDe.slice(signatureDe.indexOf('-- '));

const bankDe = (amount: string) => `Bitte überweisen Sie den Gesamtbetrag von ${amount} auf unser Konto:
  Kontoinhaber: Juwelier Albrecht GmbH
  IBAN: DE02120300000000202051
  BIC: BYLADEM1001
  Bank: Deutsche Kreditbank
  Verwendungszweck: 10001`;

const bankEn = (amount: string) => `Please transfer the total of ${amount} to our account:
  Account holder: Juwelier Albrecht GmbH
  IBAN: DE02120300000000202051
  BIC: BYLADEM1001
  Bank: Deutsche Kreditbank
  Payment reference: 10001`;

describe('the order confirmation', () => {
  it('by bank transfer, in German: the bank details, the delivery address ending in the country’s name, and the business details of a GmbH', async () => {
    const mail = toShopper(await mailsFor('/ecom/order', bankTransferOrder('de')));
    expect(mail.subject).toBe('Ihre Bestellung 10001');
    expect(mail.text).toBe(`Guten Tag Anna Berg,

vielen Dank für Ihre Bestellung. Diese E-Mail bestätigt ihren Eingang unter der Bestellnummer 10001.

Bestellnummer: 10001

Ihre Artikel:
- 1 × Ring Aurora: je 1.290,00 €, 1.290,00 €
    Versandfertig in 2 Werktagen

Zwischensumme: 1.290,00 €
Versand (DHL Paket versichert): 6,90 €
Gesamtsumme: 1.296,90 €
darin enthaltene MwSt. (19 %): 207,07 €

Zahlungsart: Vorkasse (Überweisung)

${bankDe('1.296,90 €')}

Lieferadresse:
  Anna Berg
  Kaiser-Joseph-Straße 12
  79098 Freiburg
  Deutschland

${signatureDe}`);
  });

  it('by bank transfer, in English: the same in English, the country named in English', async () => {
    const mail = toShopper(await mailsFor('/ecom/order', bankTransferOrder('en')));
    expect(mail.subject).toBe('Your order 10001');
    expect(mail.text).toBe(`Dear Anna Berg,

thank you for your order. This e-mail confirms that we received it under order number 10001.

Order number: 10001

Your items:
- 1 × Ring Aurora: each €1,290.00, €1,290.00
    Ready to ship in 2 working days

Subtotal: €1,290.00
Shipping (DHL Paket versichert): €6.90
Total: €1,296.90
including VAT (19 %): €207.07

Payment: Prepayment (bank transfer)

${bankEn('€1,296.90')}

Delivery address:
  Anna Berg
  Kaiser-Joseph-Straße 12
  79098 Freiburg
  Germany

${signatureEn}`);
  });

  it('names a country abroad in the mail’s language, not by its code', async () => {
    const german = toShopper(await mailsFor('/ecom/order', bankTransferOrderAbroad('de')));
    const english = toShopper(await mailsFor('/ecom/order', bankTransferOrderAbroad('en')));
    expect(german.text).toContain('Lieferadresse:\n  Anna Berg\n  Getreidegasse 9\n  5020 Salzburg\n  Österreich\n');
    expect(english.text).toContain('Delivery address:\n  Anna Berg\n  Getreidegasse 9\n  5020 Salzburg\n  Austria\n');
  });

  it('for a pickup paid in cash, in German: where to collect it, that we call when it is ready, payment in cash at pickup; no delivery address', async () => {
    const mail = toShopper(await mailsFor('/ecom/order', pickupOrder('de')));
    expect(mail.text).toBe(`Guten Tag Anna Berg,

vielen Dank für Ihre Bestellung. Diese E-Mail bestätigt ihren Eingang unter der Bestellnummer 10001.

Bestellnummer: 10001

Ihre Artikel:
- 1 × Ring Aurora: je 1.290,00 €, 1.290,00 €
    Versandfertig in 2 Werktagen

Zwischensumme: 1.290,00 €
Abholung im Geschäft: 0,00 €
Gesamtsumme: 1.290,00 €
darin enthaltene MwSt. (19 %): 205,97 €

Zahlungsart: Barzahlung bei Abholung

Abholung im Geschäft:
  Juwelier Albrecht GmbH
  Kaiser-Joseph-Straße 245
  79098 Freiburg im Breisgau
Bitte holen Sie Ihre Bestellung zu unseren Öffnungszeiten in unserem Geschäft ab.
Wir melden uns bei Ihnen, sobald sie abholbereit ist, und stimmen die Abholung mit Ihnen ab.
Sie bezahlen den Betrag von 1.290,00 € bei der Abholung in bar.

Rechnungsadresse:
  Anna Berg
  Kaiser-Joseph-Straße 12
  79098 Freiburg
  Deutschland

${signatureDe}`);
    expect(mail.text).not.toContain('Lieferadresse');
  });

  it('for a pickup paid in cash, in English', async () => {
    const mail = toShopper(await mailsFor('/ecom/order', pickupOrder('en')));
    expect(mail.text).toBe(`Dear Anna Berg,

thank you for your order. This e-mail confirms that we received it under order number 10001.

Order number: 10001

Your items:
- 1 × Ring Aurora: each €1,290.00, €1,290.00
    Ready to ship in 2 working days

Subtotal: €1,290.00
Abholung im Geschäft: €0.00
Total: €1,290.00
including VAT (19 %): €205.97

Payment: Cash on collection

Collection from our shop:
  Juwelier Albrecht GmbH
  Kaiser-Joseph-Straße 245
  79098 Freiburg im Breisgau
Please collect your order from our shop during our opening hours.
We will let you know as soon as it is ready for collection and arrange the pickup with you.
You pay the amount of €1,290.00 in cash when you collect it.

Billing address:
  Anna Berg
  Kaiser-Joseph-Straße 12
  79098 Freiburg
  Germany

${signatureEn}`);
    expect(mail.text).not.toContain('Delivery address');
  });

  it('for a pickup paid in advance: the bank details, no word of paying in cash', async () => {
    const body = pickupOrder('de');
    body.checkout.paymentMethod = '1';
    const mail = toShopper(await mailsFor('/ecom/order', body));
    expect(mail.text).toContain('Abholung im Geschäft:\n  Juwelier Albrecht GmbH\n');
    expect(mail.text).toContain(bankDe('1.290,00 €'));
    expect(mail.text).not.toContain('in bar');
  });

  it('for engraved rings, in German: each value under its field’s label, the variant under the product’s name for it, and the line excluded from withdrawal', async () => {
    const mail = toShopper(await mailsFor('/ecom/order', engravedOrder('de')));
    expect(mail.text).toBe(`Guten Tag Anna Berg,

vielen Dank für Ihre Bestellung. Diese E-Mail bestätigt ihren Eingang unter der Bestellnummer 10001.

Bestellnummer: 10001

Ihre Artikel:
- 1 × Trauringe Klassik Gelbgold 585 (Ringbreite: 4 mm): je 1.050,00 €, 1.050,00 €
    Material: Gelbgold 585 · Oberfläche: poliert, mattiert
    Gravur Damenring (z. B. Datum und Name): Anna 12.06.2026
    Schriftart: Englische Schreibschrift
    Versandfertig in 2 Werktagen
    Nach Ihren Vorgaben angefertigt: vom Widerrufsrecht ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB).
- 1 × Ring Aurora: je 1.290,00 €, 1.290,00 €
    Versandfertig in 2 Werktagen

Zwischensumme: 2.340,00 €
Versand (DHL Paket versichert): 6,90 €
Gesamtsumme: 2.346,90 €
darin enthaltene MwSt. (19 %): 374,72 €

Zahlungsart: Vorkasse (Überweisung)

${bankDe('2.346,90 €')}

Lieferadresse:
  Anna Berg
  Kaiser-Joseph-Straße 12
  79098 Freiburg
  Deutschland

${signatureDe}`);
  });

  it('for goods sold by volume: each line’s unit price beside its price, from the catalog’s quantity of the variant (§ 4 PAngV)', async () => {
    const german = toShopper(await mailsFor('/ecom/order', fragranceOrder('de')));
    expect(german.text).toContain('- 2 × Raumduft Zeder (Inhalt: 250 ml): je 68,00 € (272,00 € / 1 l), 136,00 €\n');
    expect(german.text).toContain('- 1 × Raumduft Zeder (Inhalt: 100 ml): je 39,00 € (390,00 € / 1 l), 39,00 €\n');
    const english = toShopper(await mailsFor('/ecom/order', fragranceOrder('en')));
    expect(english.text).toContain('(€272.00 / 1 l)');
    // A ring is sold by the piece: no unit price.
    expect(toShopper(await mailsFor('/ecom/order', bankTransferOrder('de'))).text).not.toContain(' / 1 ');
  });

  it('for a piece that holds batteries: where they go back free of charge, with the address of the notes in the mail’s language (BattDG)', async () => {
    const german = toShopper(await mailsFor('/ecom/order', batteryOrder('de'))).text;
    expect(german).toContain(
      '\n\nEnthält Batterien oder Akkus. Altbatterien gehören nicht in den Hausmüll: Sie können sie bei uns und an öffentlichen Sammelstellen unentgeltlich zurückgeben.\nHinweise zur Batterierücknahme: https://www.juwelier-albrecht.de/batteriehinweise\n',
    );
    const french = toShopper(await mailsFor('/ecom/order', batteryOrder('fr'))).text;
    expect(french).toContain('Reprise des piles usagées: https://www.juwelier-albrecht.de/fr/piles-usagees');
    expect(toShopper(await mailsFor('/ecom/order', bankTransferOrder('de'))).text).not.toContain('Batterien');
  });

  it('for engraved rings, in English', async () => {
    const mail = toShopper(await mailsFor('/ecom/order', engravedOrder('en')));
    expect(mail.text).toBe(`Dear Anna Berg,

thank you for your order. This e-mail confirms that we received it under order number 10001.

Order number: 10001

Your items:
- 1 × Trauringe Klassik Gelbgold 585 (Ringbreite: 4 mm): each €1,050.00, €1,050.00
    Material: Gelbgold 585 · Oberfläche: poliert, mattiert
    Gravur Damenring (z. B. Datum und Name): Anna 12.06.2026
    Schriftart: Englische Schreibschrift
    Ready to ship in 2 working days
    Made to your specification: excluded from the right of withdrawal (§ 312g (2) no. 1 BGB).
- 1 × Ring Aurora: each €1,290.00, €1,290.00
    Ready to ship in 2 working days

Subtotal: €2,340.00
Shipping (DHL Paket versichert): €6.90
Total: €2,346.90
including VAT (19 %): €374.72

Payment: Prepayment (bank transfer)

${bankEn('€2,346.90')}

Delivery address:
  Anna Berg
  Kaiser-Joseph-Straße 12
  79098 Freiburg
  Germany

${signatureEn}`);
  });
});

const withdrawal = { project, name: 'Anna Berg', email: shopper, order_number: '10001', order_date: '2026-11-20', address: 'Kaiser-Joseph-Straße 12\n\n79098 Freiburg ', reason: 'Die Gravur ist nicht\nwie gewünscht.', language: 'de' };

describe('the withdrawal receipt', () => {
  it('confirms the receipt to the second, what was declared, and is signed with the business details', async () => {
    const mail = toShopper(await mailsFor('/ecom/withdrawal', withdrawal));
    expect(mail.subject).toBe('Eingangsbestätigung Ihres Widerrufs (Bestellung 10001)');
    expect(mail.text.replace(/^Vorgangsnummer: .+$/m, 'Vorgangsnummer: <id>')).toBe(`Guten Tag Anna Berg,

wir haben Ihren Widerruf am 24. November 2026 um 14:03:12 MEZ erhalten.
Diese E-Mail bestätigt den Eingang Ihrer Erklärung. Sie ist keine Annahme und keine Prüfung des Widerrufs; dazu melden wir uns gesondert.

Ihre Angaben:
  Name: Anna Berg
  E-Mail: anna@example.org
  Bestellnummer: 10001
  Bestelldatum: 20. November 2026
  Anschrift: Kaiser-Joseph-Straße 12, 79098 Freiburg
  Grund: Die Gravur ist nicht
  wie gewünscht.

Eingang (UTC): 2026-11-24T13:03:12Z
Vorgangsnummer: <id>

${signatureDe}`);
  });

  it('names the contract by its order date where the shopper gave no order number, in the subject too', async () => {
    const byDate = { ...withdrawal, order_number: '', email: 'ohne.nummer@example.org' };
    const mails = await mailsFor('/ecom/withdrawal', byDate);
    const mail = readable(mails.find((entry) => entry.to === byDate.email)!);
    expect(mail.subject).toBe('Eingangsbestätigung Ihres Widerrufs (Bestellung vom 20. November 2026)');
    expect(mail.text).toContain('  Bestellnummer: (keine Angabe)\n  Bestelldatum: 20. November 2026\n');
    const shop = readable(mails.find((entry) => entry.to !== byDate.email)!);
    expect(shop.subject).toBe('Widerruf eingegangen: Bestellung vom 20. November 2026 (Anna Berg)');
    expect(shop.text).toContain('  Bestellnummer: (keine Angabe)\n  Bestelldatum: 20. November 2026\n');
  });
});

describe('the shop’s notifications', () => {
  it('of an order: the whole order with labels, sums, payment, addresses and comment, and how to reach the shopper, in German; answers go to the shopper', async () => {
    const body = engravedOrder('en');
    body.checkout.comment = 'Bitte bis Freitag,\ndanke!';
    body.checkout.invoiceAddress = { firstName: 'Jonas', lastName: 'Berg', company: 'Berg & Söhne', street: 'Hauptstraße', number: '5', zipCode: '5020', city: 'Salzburg', country: 'AT' };
    const mail = toShop(await mailsFor('/ecom/order', body));
    expect(mail.to).toBe(shopAddress);
    expect(mail.replyTo).toBe(shopper);
    expect(mail.subject).toBe('Neue Bestellung 10001: Anna Berg, 2.346,90 €');
    expect(mail.text).toBe(`Neue Bestellung 10001 im Online-Shop, eingegangen am 24. November 2026 um 14:03:12 MEZ (2026-11-24T13:03:12Z).
Sprache der Bestellung: Englisch

Kontakt:
  Anna Berg
  E-Mail: anna@example.org

Artikel:
- 1 × Trauringe Klassik Gelbgold 585 (Ringbreite: 4 mm): je 1.050,00 €, 1.050,00 €
    Material: Gelbgold 585 · Oberfläche: poliert, mattiert
    Gravur Damenring (z. B. Datum und Name): Anna 12.06.2026
    Schriftart: Englische Schreibschrift
    Versandfertig in 2 Werktagen
    Nach Kundenvorgabe angefertigt: vom Widerruf ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB).
- 1 × Ring Aurora: je 1.290,00 €, 1.290,00 €
    Versandfertig in 2 Werktagen

Zwischensumme: 2.340,00 €
Versand (DHL Paket versichert): 6,90 €
Gesamtsumme: 2.346,90 €
darin enthaltene MwSt. (19 %): 374,72 €

Versandart: DHL Paket versichert
Zahlungsart: Vorkasse (Überweisung)
Verwendungszweck der Überweisung: 10001

Lieferadresse:
  Anna Berg
  Kaiser-Joseph-Straße 12
  79098 Freiburg
  Deutschland

Rechnungsadresse:
  Jonas Berg
  Berg & Söhne
  Hauptstraße 5
  5020 Salzburg
  Österreich

Anmerkung zur Bestellung:
  Bitte bis Freitag,
  danke!

Eine Antwort auf diese E-Mail geht an anna@example.org.

${senderDe}`);
  });

  it('of a pickup order: the pickup, payment in cash, and the billing address only', async () => {
    const mail = toShop(await mailsFor('/ecom/order', pickupOrder('de')));
    expect(mail.text).toContain(`Versandart: Abholung im Geschäft
Zahlungsart: Barzahlung bei Abholung
Bezahlt wird bei der Abholung in bar.

Abholung im Geschäft: Bitte melden Sie sich, sobald die Bestellung abholbereit ist, und stimmen Sie die Abholung ab; so sagt es die Bestellbestätigung zu.

Rechnungsadresse:
  Anna Berg`);
    expect(mail.text).not.toContain('Lieferadresse');
  });

  it('of a product request: what was asked about which product and variant, and how to reach the shopper', async () => {
    const request = {
      project,
      product_id: 102,
      product_name: 'Taucheruhr Nordkap',
      variant_id: 7,
      variant_name: '42 mm',
      name: 'Anna Berg',
      email: shopper,
      phone: '0761 555123',
      message: 'Ist sie lieferbar?\nIch würde sie gern im Geschäft ansehen.',
      language: 'en',
    };
    const mails = await mailsFor('/ecom/request', request);
    expect(mails).toHaveLength(1);
    const mail = toShop(mails);
    expect(mail.to).toBe(shopAddress);
    expect(mail.replyTo).toBe(shopper);
    expect(mail.subject).toBe('Produktanfrage: Taucheruhr Nordkap (42 mm) von Anna Berg');
    expect(mail.text).toBe(`Neue Anfrage zu einem Produkt, eingegangen am 24. November 2026 um 14:03:12 MEZ (2026-11-24T13:03:12Z).

Produkt: Taucheruhr Nordkap (ID 102)
Variante: 42 mm

Nachricht:
  Ist sie lieferbar?
  Ich würde sie gern im Geschäft ansehen.

Kontakt:
  Name: Anna Berg
  E-Mail: anna@example.org
  Telefon: 0761 555123
  Sprache: Englisch

Eine Antwort auf diese E-Mail geht an anna@example.org.

${senderDe}`);
  });

  it('of a withdrawal: the whole declaration with the time of receipt', async () => {
    const mail = toShop(await mailsFor('/ecom/withdrawal', withdrawal));
    expect(mail.to).toBe(shopAddress);
    expect(mail.replyTo).toBe(shopper);
    expect(mail.subject).toBe('Widerruf eingegangen: Bestellung 10001 (Anna Berg)');
    expect(mail.text.replace(/^Vorgangsnummer: .+$/m, 'Vorgangsnummer: <id>')).toBe(`Über die Widerrufsfunktion der Website hat Anna Berg den Widerruf eines Vertrags erklärt.
Eingang: 24. November 2026 um 14:03:12 MEZ (2026-11-24T13:03:12Z)
Vorgangsnummer: <id>

Die Erklärung:
  Name: Anna Berg
  E-Mail: anna@example.org
  Bestellnummer: 10001
  Bestelldatum: 20. November 2026
  Anschrift: Kaiser-Joseph-Straße 12, 79098 Freiburg
  Grund: Die Gravur ist nicht
  wie gewünscht.
  Sprache: Deutsch

Zuordnung: keine Bestellung des Shops gefunden, die dazu passt; bitte von Hand prüfen.

Die Eingangsbestätigung mit Datum und Uhrzeit geht per E-Mail an anna@example.org; sie bestätigt den Eingang, nicht die Annahme des Widerrufs.

Eine Antwort auf diese E-Mail geht an anna@example.org.

${senderDe}`);
  });

  it('go to SHOP_NOTIFY_EMAIL when it is set, as .eml files in the outbox with Reply-To the shopper', async () => {
    const siteDir = await mkdtemp(path.join(tmpdir(), 'mail-site-'));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mail-data-'));
    try {
      await writeFixtureSite(siteDir);
      const local = localOrderServiceFromEnv(siteDir, { ORDER_SERVICE_DATA_DIR: dataDir, SHOP_NOTIFY_EMAIL: 'laden@juwelier-albrecht.de' });
      await serveOnce(local.service, '/ecom/order', bankTransferOrder('de'));
      await local.mailsSent();
      const names = await readdir(path.join(dataDir, 'outbox'));
      const mails = await Promise.all(names.map(async (name) => readEml(await readFile(path.join(dataDir, 'outbox', name), 'utf8'))));
      const shop = mails.find((mail) => mail.headers.to === 'laden@juwelier-albrecht.de');
      expect(shop?.headers['reply-to']).toBe(shopper);
      expect(shop?.headers.subject?.replace(/\u00a0/g, ' ')).toBe('Neue Bestellung 10001: Anna Berg, 1.296,90 €');
      expect(mails.map((mail) => mail.headers.to).sort()).toEqual([shopper, 'laden@juwelier-albrecht.de']);
    } finally {
      await rm(siteDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('are not sent when neither SHOP_NOTIFY_EMAIL nor the company data name an address; the shopper’s mail still is', async () => {
    const mails = await mailsFor('/ecom/order', bankTransferOrder('de'));
    expect(mails.map((mail) => mail.to)).toEqual([shopper, shopAddress]);
    const withoutAddress = await mailsFor('/ecom/order', bankTransferOrder('de'), { catalog: fixtureCatalog({}, { ...fixtureSeller, email: null }) });
    expect(withoutAddress.map((mail) => mail.to)).toEqual([shopper]);
  });
});
