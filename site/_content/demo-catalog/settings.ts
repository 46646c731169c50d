/**
 * The demo shop's settings item (ecommerce_settings) for generate-demo-catalog.ts: shipping and
 * payment, filters, and the legal texts an operator would paste into the content service.
 * The texts are believable examples for a demo, not legal advice; their English and French
 * versions are in legal-translations.ts.
 */

import { legalTextTranslations } from './legal-translations.ts';
import { translationsOf } from './translations/languages.ts';
import { shippingMethodTexts } from './translations/settings.ts';

const seller = 'Juwelier Albrecht GmbH, Kaiser-Joseph-Straße 245, 79098 Freiburg im Breisgau, E-Mail: info@juwelier-albrecht.de';

const terms = `<h2>§ 1 Geltungsbereich</h2>
<p>Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher (§ 13 BGB) sowie Unternehmer (§ 14 BGB) über unseren Online-Shop aufgeben. Abweichende Bedingungen erkennen wir nicht an, es sei denn, wir stimmen ihnen ausdrücklich zu.</p>
<h2>§ 2 Vertragspartner</h2>
<p>Der Kaufvertrag kommt zustande mit der ${seller}. Weitere Angaben finden Sie in unserem <a href="/impressum">Impressum</a>.</p>
<h2>§ 3 Vertragsschluss</h2>
<p>Die Darstellung der Produkte im Online-Shop ist kein bindendes Angebot, sondern eine Aufforderung zur Bestellung. Mit dem Klick auf die Schaltfläche „zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung der Waren im Warenkorb ab. Bis dahin können Sie Ihre Angaben jederzeit prüfen und korrigieren.</p>
<p>Den Eingang Ihrer Bestellung bestätigen wir unverzüglich per E-Mail; diese Bestätigung ist noch keine Annahme. Der Vertrag kommt zustande, wenn wir die Annahme per E-Mail erklären oder die Ware versenden, spätestens fünf Werktage nach Ihrer Bestellung. Bei Zahlung mit PayPal kommt der Vertrag bereits mit Ihrer Zahlungsanweisung an PayPal zustande.</p>
<p>Artikel mit dem Hinweis „Preis auf Anfrage“ können nicht direkt bestellt werden. Über „Verfügbarkeit anfragen“ senden Sie uns eine unverbindliche Anfrage; wir melden uns mit einem Angebot.</p>
<p>Wir speichern den Vertragstext und senden Ihnen die Bestelldaten und diese AGB per E-Mail. Vertragssprache ist Deutsch.</p>
<h2>§ 4 Preise und Versandkosten</h2>
<p>Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Mehrwertsteuer. Hinzu kommen Versandkosten; sie stehen auf der Seite <a href="/versand-und-zahlung">Versand und Zahlung</a> und im Warenkorb vor Abschluss der Bestellung.</p>
<h2>§ 5 Lieferung</h2>
<p>Wir liefern in die auf der Seite Versand und Zahlung genannten Länder. Die Lieferzeit steht bei jedem Artikel. Sie beginnt bei Vorkasse am Tag nach Ihrer Zahlungsanweisung, sonst am Tag nach Vertragsschluss. Mit DHL Paket versichert versenden wir Bestellungen bis 2.500 Euro Warenwert; wertvollere Sendungen innerhalb Deutschlands nur mit DHL Wertversand. Bei einer Anschrift in Deutschland können Sie im Bestellvorgang statt des Versands die kostenlose Abholung in unserem Geschäft in Freiburg wählen; Ihre Bestellung liegt dort bereit, sobald sie versandfertig ist, bei Vorkasse nach Zahlungseingang.</p>
<h2>§ 6 Zahlung</h2>
<p>Welche Zahlungsarten Sie wählen können, hängt von der Versandart ab; die Seite <a href="/versand-und-zahlung">Versand und Zahlung</a> nennt sie für jede Versandart. Sie zahlen per Vorkasse (Überweisung) oder mit PayPal, beim Versand mit DHL Paket versichert innerhalb Deutschlands auch später mit Klarna und bei Abholung in unserem Geschäft auch bar bei der Abholung. Bei Vorkasse nennen wir Ihnen unsere Bankverbindung nach Abschluss der Bestellung auf der Bestellseite und in der Bestätigung per E-Mail; bitte überweisen Sie den Betrag innerhalb von sieben Tagen. Mit PayPal bezahlen Sie nach Abschluss der Bestellung über die Schaltflächen von PayPal auf der Bestellseite. Für die Zahlung mit Klarna gelten ergänzend die Bedingungen von Klarna.</p>
<h2>§ 7 Eigentumsvorbehalt</h2>
<p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>
<h2>§ 8 Gravuren und Anfertigungen</h2>
<p>Gravuren, Trauringe und Ringgrößen außerhalb unseres Lagers fertigen wir nach Ihren Angaben. Bitte prüfen Sie Gravurtexte sorgfältig; wir übernehmen sie so, wie Sie sie eingeben. Für nach Ihren Vorgaben angefertigte oder gravierte Waren besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 1 BGB).</p>
<h2>§ 9 Mängelhaftung und Garantie</h2>
<p>Es gilt das gesetzliche Mängelhaftungsrecht. Gewährt ein Hersteller zusätzlich eine Garantie, etwa auf ein Uhrwerk, gelten deren Bedingungen laut den beiliegenden Unterlagen; Ihre gesetzlichen Rechte bleiben unberührt.</p>
<h2>§ 10 Streitbeilegung</h2>
<p>Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden schreiben Sie uns an info@juwelier-albrecht.de.</p>
<h2>§ 11 Schlussbestimmungen</h2>
<p>Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Verbraucherinnen und Verbrauchern bleibt der Schutz zwingender Bestimmungen des Staates erhalten, in dem sie ihren gewöhnlichen Aufenthalt haben.</p>
<p>Stand: Juni 2026</p>`;

const withdrawal = `<h2>Widerrufsrecht</h2>
<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>
<p>Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Werden mehrere Waren einer Bestellung getrennt geliefert, beginnt die Frist mit dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.</p>
<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${seller}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können den Widerruf auch über die Schaltfläche „Vertrag widerrufen“ auf unserer Website erklären; den Eingang bestätigen wir Ihnen unverzüglich per E-Mail.</p>
<p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>
<h2>Folgen des Widerrufs</h2>
<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p>
<p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Wir tragen die Kosten der Rücksendung der Waren.</p>
<p>Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>
<h2>Ausschluss des Widerrufsrechts</h2>
<p>Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind – zum Beispiel gravierter Schmuck, Trauringe nach Maß oder eigens angefertigte Ringgrößen.</p>
<h2>Muster-Widerrufsformular</h2>
<p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>
<ul>
<li>An ${seller}:</li>
<li>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)</li>
<li>Bestellt am (*)/erhalten am (*)</li>
<li>Name des/der Verbraucher(s)</li>
<li>Anschrift des/der Verbraucher(s)</li>
<li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>
<li>Datum</li>
</ul>
<p>(*) Unzutreffendes streichen.</p>`;

const shippingAndPayment = `<h2>Versand</h2>
<p>Wir liefern innerhalb Deutschlands sowie nach Österreich, Frankreich, in die Niederlande, nach Belgien, Luxemburg und Italien. Jede Sendung ist bis zum vollen Warenwert versichert und neutral verpackt.</p>
<table>
<thead><tr><th>Versandart</th><th>Lieferländer</th><th>Kosten</th><th>Zusätzliche Laufzeit</th></tr></thead>
<tbody>
<tr><td>DHL Paket versichert (bis 2.500 € Warenwert)</td><td>Deutschland</td><td>6,90 €</td><td>1 Werktag</td></tr>
<tr><td>DHL Wertversand</td><td>Deutschland</td><td>14,90 €</td><td>2 Werktage</td></tr>
<tr><td>DHL Paket EU</td><td>Österreich, Frankreich, Niederlande, Belgien, Luxemburg, Italien</td><td>19,90 €</td><td>4 Werktage</td></tr>
<tr><td>Abholung im Geschäft</td><td>Deutschland (Abholung in Freiburg im Breisgau)</td><td>kostenlos</td><td>–</td></tr>
</tbody>
</table>
<h2>Lieferzeit</h2>
<p>Bei jedem Artikel steht, in wie vielen Werktagen wir ihn versenden; dazu kommt die Laufzeit der gewählten Versandart. Artikel, die wir nachbestellen oder für Sie anfertigen, sind als solche gekennzeichnet.</p>
<h2>Geschenkverpackung</h2>
<p>Auf Wunsch verpacken wir Ihre Bestellung kostenlos als Geschenk. Die Rechnung liegt dann nicht bei, sondern kommt per E-Mail.</p>
<h2>Zahlung</h2>
<p>Welche Zahlungsarten Sie wählen können, hängt von der Versandart ab:</p>
<table>
<thead><tr><th>Versandart</th><th>Zahlungsarten</th></tr></thead>
<tbody>
<tr><td>DHL Paket versichert</td><td>Vorkasse per Überweisung, PayPal, Klarna – Später bezahlen</td></tr>
<tr><td>DHL Wertversand</td><td>Vorkasse per Überweisung, PayPal</td></tr>
<tr><td>DHL Paket EU</td><td>Vorkasse per Überweisung, PayPal</td></tr>
<tr><td>Abholung im Geschäft</td><td>Vorkasse per Überweisung, PayPal, Barzahlung bei Abholung</td></tr>
</tbody>
</table>
<ul>
<li><strong>Vorkasse per Überweisung:</strong> Unsere Bankverbindung sehen Sie nach Abschluss der Bestellung auf der Bestellseite und in der Bestätigung per E-Mail. Wir versenden nach Zahlungseingang; zur Abholung liegt Ihre Bestellung nach Zahlungseingang bereit.</li>
<li><strong>PayPal:</strong> Nach dem Klick auf „zahlungspflichtig bestellen“ erscheinen auf der Bestellseite die Schaltflächen von PayPal. PayPal öffnet darüber ein eigenes Fenster, in dem Sie sich anmelden und die Zahlung bestätigen; unsere Seite bleibt dabei geöffnet und zeigt an, sobald die Zahlung eingegangen ist.</li>
<li><strong>Klarna – Später bezahlen:</strong> Zahlung 30 Tage nach Versand, nur beim Versand mit DHL Paket versichert innerhalb Deutschlands. Klarna zeigt sein Formular auf der Bestellseite, sobald Sie diese Zahlungsart wählen; es gelten die Bedingungen von Klarna.</li>
<li><strong>Barzahlung bei Abholung:</strong> nur bei Abholung in unserem Geschäft in Freiburg; Sie zahlen bar, wenn Sie Ihre Bestellung abholen.</li>
</ul>`;

// Country names need no translations: the shop names a country by its code in the page's language (country-name.ts).
const country = (id: number, display_name: string, country_code: string) => ({ id, display_name, country_code });
const germany = country(1, 'Deutschland', 'DE');
const euCountries = [
  country(2, 'Österreich', 'AT'),
  country(3, 'Frankreich', 'FR'),
  country(4, 'Niederlande', 'NL'),
  country(5, 'Belgien', 'BE'),
  country(6, 'Luxemburg', 'LU'),
  country(7, 'Italien', 'IT'),
];

/** Payment method ids of the content service; 4 is PayPal (spec §4). */
const payment = {
  prepayment: { id: 1, method: 'prepayment', config: { payment_days: 7 } },
  cash: { id: 2, method: 'cash', config: {} },
  klarna: { id: 3, method: 'klarna', config: { purchase_country: 'DE', payment_method_category: 'pay_later' } },
  paypal: { id: 4, method: 'paypal', config: { intent: 'CAPTURE' } },
};

/** A legal text's English and French versions as legal_pages holds them ({languages_code, content}). */
const legalTranslationsOf = (type: keyof typeof legalTextTranslations) => translationsOf((language) => ({ content: legalTextTranslations[type][language] }));

/** A shipping method with its name's translations as the last key. */
const withTranslatedName = <Method extends { name: string }>(method: Method) => {
  const texts = shippingMethodTexts(method.name);
  return { ...method, translations: translationsOf((language) => ({ name: texts[language] })) };
};

export function demoShopSettings(domain: string, foreignDomain: string): unknown[] {
  return [
    {
      id: 1,
      project: { domain },
      enable_cart: true,
      maintenance_mode: false,
      show_stock: true,
      allow_ratings: true,
      present_wrapping: true,
      purchase_to_order: false,
      default_sort: '-date_created',
      filters: ['category', 'subcategory', 'manufacturer', 'price', 'attributes'],
      attribute_filters: [1, 2, 3, 4],
      category_filters: [],
      manufacturer_filters: [],
      subcategory_filters: [],
      call_to_action_text:
        'Sie haben Fragen zu diesem Stück oder möchten es in Ruhe ansehen? Rufen Sie uns an oder schreiben Sie uns – wir legen es gern für Sie in unserem Geschäft zurück.',
      global_footer:
        '<p>Meisterwerkstatt für Schmuck und Uhren in Freiburg: Reparaturen, Gravuren und Trauringberatung nach Vereinbarung.</p>',
      translations: [
        {
          languages_code: 'en',
          global_footer: '<p>Master workshop for jewellery and watches in Freiburg: repairs, engraving and wedding ring advice by appointment.</p>',
        },
        {
          languages_code: 'fr',
          global_footer:
            '<p>Atelier de maître pour bijoux et montres à Fribourg-en-Brisgau : réparations, gravures et conseil en alliances sur rendez-vous.</p>',
        },
      ],
      payment_methods: Object.values(payment).map(({ id }) => ({ payment_id: { id } })),
      shipping_methods: [
        { name: 'DHL Paket versichert', shipping_provider: 'dhl', price_brutto: '6.90', additional_days: 1, max_order_value: '2500.00', payment_methods: [payment.prepayment, payment.klarna, payment.paypal], shipping_countries: [germany] },
        { name: 'DHL Wertversand', shipping_provider: 'dhl', price_brutto: '14.90', additional_days: 2, payment_methods: [payment.prepayment, payment.paypal], shipping_countries: [germany] },
        { name: 'DHL Paket EU', shipping_provider: 'dhl', price_brutto: '19.90', additional_days: 4, payment_methods: [payment.prepayment, payment.paypal], shipping_countries: euCountries },
        { name: 'Abholung im Geschäft', shipping_provider: 'pickup', price_brutto: '0.00', additional_days: 0, payment_methods: [payment.prepayment, payment.cash, payment.paypal], shipping_countries: [germany] },
      ].map(withTranslatedName),
      shipping_cost: '6.90',
      shipping_countries: [germany, ...euCountries],
      legal_pages: [
        { type: 'agb', content: terms, translations: legalTranslationsOf('agb') },
        { type: 'widerruf', content: withdrawal, translations: legalTranslationsOf('widerruf') },
        { type: 'versand_und_zahlung', content: shippingAndPayment, translations: legalTranslationsOf('versand_und_zahlung') },
      ],
      bank_details: { account_holder: 'Juwelier Albrecht GmbH', iban: 'DE72 1234 5678 0001 9620 00', bic: 'MUSTDE61XXX', bank_name: 'Musterbank Freiburg' },
      paypal_client_id: 'demo-paypal-client',
      default_tax_percent: 19,
      default_shipping_time: 3,
    },
    {
      id: 2,
      project: { domain: foreignDomain },
      enable_cart: false,
      maintenance_mode: true,
      show_stock: false,
      allow_ratings: false,
      present_wrapping: false,
      purchase_to_order: false,
      default_sort: 'display_name',
      payment_methods: [],
      shipping_methods: [],
      legal_pages: [],
      default_tax_percent: 19,
      default_shipping_time: 3,
    },
  ];
}
