import type { Language } from '../../widgets/core/languages.ts';

/**
 * The words of the order service's e-mails to shoppers, in each language the shop speaks. What a
 * mail shares with the pages (the pickup text, the imprint's labels) comes from site/locales instead.
 */

export interface MailTexts {
  orderSubject: (number: string) => string;
  greeting: (name: string) => string;
  orderIntro: (number: string) => string;
  orderNumber: string;
  items: string;
  each: string;
  subtotal: string;
  shipping: (method: string) => string;
  wrapping: string;
  total: string;
  vat: (percent: number) => string;
  payment: string;
  paymentNames: Record<string, string>;
  shippingAddress: string;
  invoiceAddress: string;
  comment: string;
  transferIntro: (amount: string) => string;
  accountHolder: string;
  bank: string;
  reference: string;
  bankDetailsLater: string;
  /** Where the order stands with its payment, in the confirmation of a PayPal or Klarna order. */
  paymentPending: Record<'paypal' | 'klarna', string>;
  paymentSubject: (number: string) => string;
  payLater: (link: string) => string;
  paymentReceived: (amount: string, number: string, provider: string) => string;
  paymentAuthorized: (amount: string, number: string, provider: string) => string;
  shipsSoon: string;
  closing: string;
  /** Under a line made to the buyer's specification: it cannot be withdrawn from. */
  madeToSpecification: string;
  withdrawalSubject: (number: string) => string;
  /** For a withdrawal that names the order by its date (as the mail's language writes it) instead of its number. */
  withdrawalSubjectByDate: (date: string) => string;
  withdrawalIntro: (receivedAt: string) => string;
  withdrawalNotAcceptance: string;
  withdrawalEntries: string;
  name: string;
  email: string;
  phone: string;
  orderDate: string;
  reason: string;
  /** A withdrawal's postal address, as the shopper typed it. */
  postalAddress: string;
  none: string;
  receivedUtc: string;
  receiptId: string;
}

export const mailTexts: Record<Language, MailTexts> = {
  de: {
    orderSubject: (number) => `Ihre Bestellung ${number}`,
    greeting: (name) => `Guten Tag ${name},`,
    orderIntro: (number) => `vielen Dank für Ihre Bestellung. Diese E-Mail bestätigt ihren Eingang unter der Bestellnummer ${number}.`,
    orderNumber: 'Bestellnummer',
    items: 'Ihre Artikel',
    each: 'je',
    subtotal: 'Zwischensumme',
    shipping: (method) => `Versand (${method})`,
    wrapping: 'Geschenkverpackung',
    total: 'Gesamtsumme',
    vat: (percent) => `darin enthaltene MwSt. (${percent} %)`,
    payment: 'Zahlungsart',
    paymentNames: { prepayment: 'Vorkasse (Überweisung)', paypal: 'PayPal', klarna: 'Klarna', cash: 'Barzahlung bei Abholung' },
    shippingAddress: 'Lieferadresse',
    invoiceAddress: 'Rechnungsadresse',
    comment: 'Ihre Anmerkung',
    transferIntro: (amount) => `Bitte überweisen Sie den Gesamtbetrag von ${amount} auf unser Konto:`,
    accountHolder: 'Kontoinhaber',
    bank: 'Bank',
    reference: 'Verwendungszweck',
    bankDetailsLater: 'Unsere Bankverbindung senden wir Ihnen gesondert.',
    paymentPending: {
      paypal: 'Noch nicht bezahlt: Bitte schließen Sie die Zahlung mit PayPal auf der Bestellseite ab. Sobald PayPal die Zahlung bestätigt, erhalten Sie eine E-Mail, und wir versenden Ihre Bestellung.',
      klarna: 'Die Zahlung mit Klarna wird gerade bestätigt. Sie erhalten eine E-Mail, sobald Klarna sie angenommen hat.',
    },
    paymentSubject: (number) => `Zahlung bestätigt: Bestellung ${number}`,
    payLater: (link) => `Hier bezahlen Sie Ihre Bestellung mit PayPal, auch später: ${link}`,
    paymentReceived: (amount, number, provider) => `${provider} hat uns Ihre Zahlung von ${amount} für die Bestellung ${number} bestätigt. Vielen Dank!`,
    paymentAuthorized: (amount, number, provider) => `${provider} hat Ihre Zahlung von ${amount} für die Bestellung ${number} angenommen. Sie zahlen an ${provider}; den Betrag zieht ${provider} erst ein, wenn wir Ihre Bestellung versenden.`,
    shipsSoon: 'Wir bereiten Ihre Bestellung jetzt für den Versand vor.',
    closing: 'Mit freundlichen Grüßen',
    madeToSpecification: 'Nach Ihren Vorgaben angefertigt: vom Widerrufsrecht ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB).',
    withdrawalSubject: (number) => `Eingangsbestätigung Ihres Widerrufs (Bestellung ${number})`,
    withdrawalSubjectByDate: (date) => `Eingangsbestätigung Ihres Widerrufs (Bestellung vom ${date})`,
    withdrawalIntro: (receivedAt) => `wir haben Ihren Widerruf am ${receivedAt} erhalten.`,
    withdrawalNotAcceptance: 'Diese E-Mail bestätigt den Eingang Ihrer Erklärung. Sie ist keine Annahme und keine Prüfung des Widerrufs; dazu melden wir uns gesondert.',
    withdrawalEntries: 'Ihre Angaben',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    orderDate: 'Bestelldatum',
    reason: 'Grund',
    postalAddress: 'Anschrift',
    none: '(keine Angabe)',
    receivedUtc: 'Eingang (UTC)',
    receiptId: 'Vorgangsnummer',
  },
  en: {
    orderSubject: (number) => `Your order ${number}`,
    greeting: (name) => `Dear ${name},`,
    orderIntro: (number) => `thank you for your order. This e-mail confirms that we received it under order number ${number}.`,
    orderNumber: 'Order number',
    items: 'Your items',
    each: 'each',
    subtotal: 'Subtotal',
    shipping: (method) => `Shipping (${method})`,
    wrapping: 'Gift wrapping',
    total: 'Total',
    vat: (percent) => `including VAT (${percent} %)`,
    payment: 'Payment',
    paymentNames: { prepayment: 'Prepayment (bank transfer)', paypal: 'PayPal', klarna: 'Klarna', cash: 'Cash on collection' },
    shippingAddress: 'Delivery address',
    invoiceAddress: 'Billing address',
    comment: 'Your note',
    transferIntro: (amount) => `Please transfer the total of ${amount} to our account:`,
    accountHolder: 'Account holder',
    bank: 'Bank',
    reference: 'Payment reference',
    bankDetailsLater: 'We will send you our bank details separately.',
    paymentPending: {
      paypal: 'Not paid yet: please complete the payment with PayPal on the order page. Once PayPal confirms it, you will receive an e-mail and we will ship your order.',
      klarna: 'Your payment with Klarna is being confirmed. You will receive an e-mail once Klarna has accepted it.',
    },
    paymentSubject: (number) => `Payment confirmed: order ${number}`,
    payLater: (link) => `Pay your order with PayPal here, now or later: ${link}`,
    paymentReceived: (amount, number, provider) => `${provider} has confirmed your payment of ${amount} for order ${number}. Thank you!`,
    paymentAuthorized: (amount, number, provider) => `${provider} has accepted your payment of ${amount} for order ${number}. You pay ${provider}; ${provider} collects the amount only once we ship your order.`,
    shipsSoon: 'We are now preparing your order for shipping.',
    closing: 'Kind regards',
    madeToSpecification: 'Made to your specification: excluded from the right of withdrawal (§ 312g (2) no. 1 BGB).',
    withdrawalSubject: (number) => `Receipt of your withdrawal (order ${number})`,
    withdrawalSubjectByDate: (date) => `Receipt of your withdrawal (order of ${date})`,
    withdrawalIntro: (receivedAt) => `we received your withdrawal on ${receivedAt}.`,
    withdrawalNotAcceptance: 'This e-mail confirms that your declaration arrived. It is neither an acceptance nor a review of the withdrawal; we will write to you about that separately.',
    withdrawalEntries: 'What you told us',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    orderDate: 'Order date',
    reason: 'Reason',
    postalAddress: 'Address',
    none: '(not given)',
    receivedUtc: 'Received (UTC)',
    receiptId: 'Reference',
  },
  fr: {
    orderSubject: (number) => `Votre commande ${number}`,
    greeting: (name) => `Bonjour ${name},`,
    orderIntro: (number) => `merci pour votre commande. Cet e-mail confirme sa réception sous le numéro de commande ${number}.`,
    orderNumber: 'Numéro de commande',
    items: 'Vos articles',
    each: "l'unité",
    subtotal: 'Sous-total',
    shipping: (method) => `Livraison (${method})`,
    wrapping: 'Emballage cadeau',
    total: 'Total',
    vat: (percent) => `dont TVA (${percent} %)`,
    payment: 'Mode de paiement',
    paymentNames: { prepayment: 'Paiement anticipé (virement)', paypal: 'PayPal', klarna: 'Klarna', cash: 'Paiement en espèces au retrait' },
    shippingAddress: 'Adresse de livraison',
    invoiceAddress: 'Adresse de facturation',
    comment: 'Votre remarque',
    transferIntro: (amount) => `Veuillez virer le montant total de ${amount} sur notre compte :`,
    accountHolder: 'Titulaire du compte',
    bank: 'Banque',
    reference: 'Référence du virement',
    bankDetailsLater: 'Nous vous enverrons nos coordonnées bancaires séparément.',
    paymentPending: {
      paypal: "Pas encore payée : veuillez finaliser le paiement avec PayPal sur la page de la commande. Dès que PayPal le confirme, vous recevez un e-mail et nous expédions votre commande.",
      klarna: 'Votre paiement avec Klarna est en cours de confirmation. Vous recevrez un e-mail dès que Klarna l’aura accepté.',
    },
    paymentSubject: (number) => `Paiement confirmé : commande ${number}`,
    payLater: (link) => `Payez votre commande avec PayPal ici, maintenant ou plus tard : ${link}`,
    paymentReceived: (amount, number, provider) => `${provider} nous a confirmé votre paiement de ${amount} pour la commande ${number}. Merci !`,
    paymentAuthorized: (amount, number, provider) => `${provider} a accepté votre paiement de ${amount} pour la commande ${number}. Vous payez ${provider} ; ${provider} ne prélève le montant qu’à l’expédition de votre commande.`,
    shipsSoon: 'Nous préparons maintenant l’expédition de votre commande.',
    closing: 'Cordialement',
    madeToSpecification: 'Fabriqué selon vos indications : exclu du droit de rétractation (§ 312g al. 2 n° 1 BGB).',
    withdrawalSubject: (number) => `Accusé de réception de votre rétractation (commande ${number})`,
    withdrawalSubjectByDate: (date) => `Accusé de réception de votre rétractation (commande du ${date})`,
    withdrawalIntro: (receivedAt) => `nous avons reçu votre rétractation le ${receivedAt}.`,
    withdrawalNotAcceptance: "Cet e-mail confirme la réception de votre déclaration. Il ne vaut ni acceptation ni examen de la rétractation ; nous vous écrirons à ce sujet séparément.",
    withdrawalEntries: 'Vos indications',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    orderDate: 'Date de commande',
    reason: 'Motif',
    postalAddress: 'Adresse',
    none: '(non indiqué)',
    receivedUtc: 'Réception (UTC)',
    receiptId: 'Référence',
  },
};
