import type { Language } from '../../widgets/core/languages.ts';

/** The words of the mails an order's status change sends the shopper (status-mails.ts), per language. */
export interface StatusMailTexts {
  confirmedSubject: (number: string) => string;
  confirmedIntro: (number: string) => string;
  transferSubject: (number: string) => string;
  transferReceived: (amount: string, number: string) => string;
  cashReceived: (amount: string, number: string) => string;
  shippedSubject: (number: string) => string;
  shippedIntro: (number: string, carrier: string) => string;
  trackingNumber: string;
  carrier: string;
  klarnaCollects: (amount: string) => string;
  collectedSubject: (number: string) => string;
  collectedIntro: (number: string) => string;
  cancelledSubject: (number: string) => string;
  cancelledIntro: (number: string) => string;
  klarnaReleased: string;
  refundedSubject: (number: string) => string;
  refundedIntro: (amount: string, number: string) => string;
  refundedHow: Record<string, string>;
  questions: string;
}

export const statusMailTexts: Record<Language, StatusMailTexts> = {
  de: {
    confirmedSubject: (number) => `Auftragsbestätigung: Bestellung ${number}`,
    confirmedIntro: (number) => `wir nehmen Ihre Bestellung ${number} an. Damit ist der Kaufvertrag geschlossen.`,
    transferSubject: (number) => `Zahlung eingegangen: Bestellung ${number}`,
    transferReceived: (amount, number) => `Ihre Überweisung von ${amount} für die Bestellung ${number} ist bei uns eingegangen. Vielen Dank!`,
    cashReceived: (amount, number) => `wir haben Ihre Zahlung von ${amount} für die Bestellung ${number} erhalten. Vielen Dank!`,
    shippedSubject: (number) => `Ihre Bestellung ${number} ist unterwegs`,
    shippedIntro: (number, carrier) => `Ihre Bestellung ${number} hat heute unser Haus verlassen und ist mit ${carrier} zu Ihnen unterwegs.`,
    trackingNumber: 'Sendungsnummer',
    carrier: 'Versanddienstleister',
    klarnaCollects: (amount) => `Klarna zieht jetzt den Betrag von ${amount} ein, wie mit Klarna vereinbart.`,
    collectedSubject: (number) => `Ihre Bestellung ${number} ist abgeholt`,
    collectedIntro: (number) => `vielen Dank, dass Sie Ihre Bestellung ${number} bei uns abgeholt haben.`,
    cancelledSubject: (number) => `Stornierung Ihrer Bestellung ${number}`,
    cancelledIntro: (number) => `Ihre Bestellung ${number} ist storniert. Es wird nichts versandt und nichts berechnet.`,
    klarnaReleased: 'Die Zahlung bei Klarna haben wir freigegeben; Klarna zieht nichts ein.',
    refundedSubject: (number) => `Erstattung zu Ihrer Bestellung ${number}`,
    refundedIntro: (amount, number) => `wir haben Ihnen ${amount} für die Bestellung ${number} erstattet.`,
    refundedHow: {
      prepayment: 'Der Betrag geht auf das Konto, von dem Sie überwiesen haben.',
      cash: 'Den Betrag haben Sie bei uns bar zurückerhalten.',
      paypal: 'PayPal schreibt den Betrag Ihrem PayPal-Konto oder Ihrer Zahlungsquelle gut.',
      klarna: 'Klarna verrechnet die Erstattung mit Ihrer Zahlung bei Klarna.',
    },
    questions: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
  },
  en: {
    confirmedSubject: (number) => `Order acceptance: order ${number}`,
    confirmedIntro: (number) => `we accept your order ${number}. The contract of sale is now concluded.`,
    transferSubject: (number) => `Payment received: order ${number}`,
    transferReceived: (amount, number) => `your bank transfer of ${amount} for order ${number} has arrived. Thank you!`,
    cashReceived: (amount, number) => `we received your payment of ${amount} for order ${number}. Thank you!`,
    shippedSubject: (number) => `Your order ${number} is on its way`,
    shippedIntro: (number, carrier) => `your order ${number} left us today and is on its way to you with ${carrier}.`,
    trackingNumber: 'Tracking number',
    carrier: 'Carrier',
    klarnaCollects: (amount) => `Klarna now collects the amount of ${amount}, as agreed with Klarna.`,
    collectedSubject: (number) => `Your order ${number} has been collected`,
    collectedIntro: (number) => `thank you for collecting your order ${number} from our shop.`,
    cancelledSubject: (number) => `Cancellation of your order ${number}`,
    cancelledIntro: (number) => `your order ${number} is cancelled. Nothing will be shipped and nothing charged.`,
    klarnaReleased: 'We released the payment with Klarna; Klarna collects nothing.',
    refundedSubject: (number) => `Refund for your order ${number}`,
    refundedIntro: (amount, number) => `we refunded ${amount} for order ${number}.`,
    refundedHow: {
      prepayment: 'The amount goes to the account you transferred it from.',
      cash: 'You received the amount back in cash.',
      paypal: 'PayPal credits the amount to your PayPal account or payment source.',
      klarna: 'Klarna offsets the refund against your payment with Klarna.',
    },
    questions: 'If you have any questions, simply reply to this e-mail.',
  },
  fr: {
    confirmedSubject: (number) => `Confirmation de commande : commande ${number}`,
    confirmedIntro: (number) => `nous acceptons votre commande ${number}. Le contrat de vente est ainsi conclu.`,
    transferSubject: (number) => `Paiement reçu : commande ${number}`,
    transferReceived: (amount, number) => `votre virement de ${amount} pour la commande ${number} nous est parvenu. Merci !`,
    cashReceived: (amount, number) => `nous avons reçu votre paiement de ${amount} pour la commande ${number}. Merci !`,
    shippedSubject: (number) => `Votre commande ${number} est en route`,
    shippedIntro: (number, carrier) => `votre commande ${number} est partie aujourd’hui et vous est acheminée par ${carrier}.`,
    trackingNumber: 'Numéro de suivi',
    carrier: 'Transporteur',
    klarnaCollects: (amount) => `Klarna prélève maintenant le montant de ${amount}, comme convenu avec Klarna.`,
    collectedSubject: (number) => `Votre commande ${number} a été retirée`,
    collectedIntro: (number) => `merci d’avoir retiré votre commande ${number} dans notre boutique.`,
    cancelledSubject: (number) => `Annulation de votre commande ${number}`,
    cancelledIntro: (number) => `votre commande ${number} est annulée. Rien ne sera expédié ni facturé.`,
    klarnaReleased: 'Nous avons libéré le paiement auprès de Klarna ; Klarna ne prélève rien.',
    refundedSubject: (number) => `Remboursement de votre commande ${number}`,
    refundedIntro: (amount, number) => `nous vous avons remboursé ${amount} pour la commande ${number}.`,
    refundedHow: {
      prepayment: 'Le montant est versé sur le compte depuis lequel vous avez viré.',
      cash: 'Vous avez reçu le montant en espèces.',
      paypal: 'PayPal crédite le montant sur votre compte PayPal ou votre source de paiement.',
      klarna: 'Klarna impute le remboursement sur votre paiement auprès de Klarna.',
    },
    questions: 'Pour toute question, répondez simplement à cet e-mail.',
  },
};
