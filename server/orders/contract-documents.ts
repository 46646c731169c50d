import { convert } from 'html-to-text';
import type { Language } from '../../widgets/core/languages.ts';
import type { ContractTexts } from '../../widgets/core/legal/contract-texts.ts';
import type { MailAttachment } from '../mailer.ts';
import { pdfDocument } from './pdf-document.ts';

/**
 * The contract on a durable medium (§ 312f Abs. 2 BGB, Art. 246a § 1 EGBGB): the order
 * confirmation carries the AGB and the withdrawal policy with the model withdrawal form, as the
 * shop's legal pages say them, in the mail's text (readable in any mail program) and as a PDF
 * with the order itself (what was ordered, the prices, the delivery time, the addresses).
 */

const words: Record<Language, { intro: string; germanOnly: string; title: (number: string) => string; fileName: (number: string) => string }> = {
  de: {
    intro: 'Unsere AGB und die Widerrufsbelehrung mit dem Muster-Widerrufsformular, wie sie für diese Bestellung gelten, stehen unten und in der angehängten PDF-Datei mit Ihrer Bestellung.',
    germanOnly: '',
    title: (number) => `Vertragsunterlagen zur Bestellung ${number}`,
    fileName: (number) => `Vertragsunterlagen-${number}.pdf`,
  },
  en: {
    intro: 'Our terms and conditions and the withdrawal policy with the model withdrawal form, as they apply to this order, follow below and are in the attached PDF with your order.',
    germanOnly: 'Where a text below is in German, the shop has it in German only; the German version applies.',
    title: (number) => `Contract documents for order ${number}`,
    fileName: (number) => `contract-documents-${number}.pdf`,
  },
  fr: {
    intro: 'Nos conditions générales de vente et les informations sur le droit de rétractation avec le formulaire type, tels qu’ils s’appliquent à cette commande, figurent ci-dessous et dans le PDF joint avec votre commande.',
    germanOnly: 'Lorsqu’un texte ci-dessous est en allemand, la boutique ne l’a qu’en allemand ; la version allemande fait foi.',
    title: (number) => `Documents contractuels de la commande ${number}`,
    fileName: (number) => `documents-contractuels-${number}.pdf`,
  },
};

/** A legal page's HTML as plain text: paragraphs, lists and the model form's lines as the page shows them. */
function plainText(html: string, wordwrap: number | false): string {
  return convert(html, {
    wordwrap,
    selectors: [
      ...['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'table', format: 'dataTable' },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
}

export interface ContractDocuments {
  /** The sections the confirmation's text gains: the intro, then each text under its title. */
  mailSections: string[][];
  /** Builds the PDF of the order's own sections (what the mail says of the order) and the texts. */
  pdf(orderSections: readonly (readonly string[])[]): MailAttachment;
}

export function contractDocuments(texts: ContractTexts, lang: Language, orderNumber: string): ContractDocuments {
  const own = words[lang];
  // The mail's lines are wrapped as a mail's are; the PDF wraps its own to the page.
  const bodies = texts.map((text) => ({ title: text.title, body: plainText(text.html, 76), unwrapped: plainText(text.html, false) }));
  const note = texts.some((text) => text.language !== lang) && own.germanOnly ? [own.germanOnly] : [];
  return {
    mailSections: [[own.intro, ...note], ...bodies.map(({ title, body }) => [title, '='.repeat(Math.min(title.length, 76)), '', body])],
    pdf: (orderSections) => ({
      filename: own.fileName(orderNumber),
      contentType: 'application/pdf',
      encoding: 'base64',
      content: pdfDocument(own.title(orderNumber), orderSections, bodies.map(({ title, unwrapped }) => ({ title, body: unwrapped }))).toString('base64'),
    }),
  };
}
