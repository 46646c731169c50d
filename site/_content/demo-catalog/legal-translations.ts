/**
 * The demo shop's legal texts in English and French (the German ones are in settings.ts), as an
 * operator would paste a translation into the content service's legal_pages. Believable examples
 * for a demo, not legal advice; links lead to the pages in the text's language.
 */

export const legalTextTranslations = {
  agb: {
    en: `<h2>§ 1 Scope</h2>
<p>These general terms and conditions apply to all orders placed through our online shop by consumers (§ 13 of the German Civil Code, BGB) and by businesses (§ 14 BGB). We do not recognise any differing terms unless we expressly agree to them.</p>
<h2>§ 2 Contracting party</h2>
<p>The contract of sale is concluded with Juwelier Albrecht GmbH, Kaiser-Joseph-Straße 245, 79098 Freiburg im Breisgau, Germany, email: info@juwelier-albrecht.de. You will find further details in our <a href="/en/imprint">imprint</a>.</p>
<h2>§ 3 Conclusion of the contract</h2>
<p>The presentation of the products in the online shop is not a binding offer but an invitation to order. By clicking the “Order with obligation to pay” button you place a binding order for the goods in your cart. Until then you can check and correct your details at any time.</p>
<p>We confirm receipt of your order by email without delay; this confirmation does not yet constitute acceptance. The contract is concluded when we declare acceptance by email or dispatch the goods, at the latest five working days after your order. If you pay with PayPal, the contract is already concluded when you give your payment instruction to PayPal.</p>
<p>Items marked “Price on request” cannot be ordered directly. Using “Request availability” you send us a non-binding enquiry; we will get back to you with an offer.</p>
<p>We store the text of the contract and send you the order details and these terms and conditions by email. The language of the contract is German.</p>
<h2>§ 4 Prices and shipping costs</h2>
<p>All prices are final prices in euros including statutory VAT. Shipping costs are added; they are shown on the <a href="/en/shipping-and-payment">Shipping and payment</a> page and in the cart before you complete your order.</p>
<h2>§ 5 Delivery</h2>
<p>We deliver to the countries listed on the Shipping and payment page. The delivery time is stated for each item. For prepayment it begins on the day after your payment instruction, otherwise on the day after the contract is concluded. We ship orders with a value of goods of up to 2,500 euros as an insured DHL parcel; more valuable consignments within Germany only with DHL shipping for valuables. If your address is in Germany, you can choose free collection from our shop in Freiburg instead of shipping when you order; your order will be ready for you there as soon as it is ready for dispatch, or, for prepayment, once your payment has been received.</p>
<h2>§ 6 Payment</h2>
<p>Which payment methods you can choose depends on the shipping method; the <a href="/en/shipping-and-payment">Shipping and payment</a> page lists them for each shipping method. You pay by prepayment (bank transfer) or with PayPal; when shipping with “DHL parcel, insured” within Germany you can also pay later with Klarna, and when collecting from our shop you can also pay in cash on collection. For prepayment we give you our bank details after you complete your order, on the order page and in the confirmation email; please transfer the amount within seven days. With PayPal you pay after completing your order, using PayPal’s buttons on the order page. Klarna’s terms additionally apply to payment with Klarna.</p>
<h2>§ 7 Retention of title</h2>
<p>The goods remain our property until they have been paid for in full.</p>
<h2>§ 8 Engravings and made-to-order items</h2>
<p>We make engravings, wedding rings and ring sizes not held in our stock according to your specifications. Please check engraving texts carefully; we use them exactly as you enter them. There is no right of withdrawal for goods made or engraved to your specifications (§ 312g (2) no. 1 BGB).</p>
<h2>§ 9 Liability for defects and guarantee</h2>
<p>The statutory liability for defects applies. If a manufacturer additionally grants a guarantee, for example on a watch movement, its terms as set out in the enclosed documents apply; your statutory rights remain unaffected.</p>
<h2>§ 10 Dispute resolution</h2>
<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If you have questions or complaints, please write to us at info@juwelier-albrecht.de.</p>
<h2>§ 11 Final provisions</h2>
<p>German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Consumers retain the protection of the mandatory provisions of the law of the state in which they have their habitual residence.</p>
<p>Last updated: June 2026</p>`,
    fr: `<h2>§ 1 Champ d’application</h2>
<p>Les présentes conditions générales de vente (CGV) s’appliquent à toutes les commandes passées sur notre boutique en ligne par des consommateurs (§ 13 du Code civil allemand, BGB) et par des professionnels (§ 14 BGB). Nous ne reconnaissons pas de conditions divergentes, sauf si nous les acceptons expressément.</p>
<h2>§ 2 Cocontractant</h2>
<p>Le contrat de vente est conclu avec Juwelier Albrecht GmbH, Kaiser-Joseph-Straße 245, 79098 Freiburg im Breisgau, Allemagne, e-mail : info@juwelier-albrecht.de. Vous trouverez d’autres informations dans nos <a href="/fr/mentions-legales">mentions légales</a>.</p>
<h2>§ 3 Conclusion du contrat</h2>
<p>La présentation des produits dans la boutique en ligne ne constitue pas une offre ferme, mais une invitation à commander. En cliquant sur le bouton « Commande avec obligation de paiement », vous passez une commande ferme des articles de votre panier. Jusque-là, vous pouvez à tout moment vérifier et corriger vos informations.</p>
<p>Nous accusons réception de votre commande sans délai par e-mail ; cet accusé de réception ne vaut pas encore acceptation. Le contrat est conclu lorsque nous déclarons l’acceptation par e-mail ou expédions la marchandise, au plus tard cinq jours ouvrés après votre commande. En cas de paiement avec PayPal, le contrat est conclu dès votre ordre de paiement à PayPal.</p>
<p>Les articles portant la mention « Prix sur demande » ne peuvent pas être commandés directement. Avec « Demander la disponibilité », vous nous envoyez une demande sans engagement ; nous revenons vers vous avec une offre.</p>
<p>Nous enregistrons le texte du contrat et vous envoyons par e-mail les données de la commande et les présentes CGV. La langue du contrat est l’allemand.</p>
<h2>§ 4 Prix et frais de livraison</h2>
<p>Tous les prix sont des prix finaux en euros, TVA légale incluse. S’y ajoutent les frais de livraison ; ils figurent sur la page <a href="/fr/livraison-et-paiement">Livraison et paiement</a> et dans le panier avant la finalisation de la commande.</p>
<h2>§ 5 Livraison</h2>
<p>Nous livrons dans les pays indiqués sur la page Livraison et paiement. Le délai de livraison est indiqué pour chaque article. En cas de paiement anticipé, il commence le jour suivant votre ordre de paiement, sinon le jour suivant la conclusion du contrat. Nous expédions les commandes d’une valeur de marchandise jusqu’à 2 500 euros en colis DHL assuré ; les envois de plus grande valeur à l’intérieur de l’Allemagne, uniquement par envoi DHL pour objets de valeur. Si votre adresse se trouve en Allemagne, vous pouvez choisir lors de la commande, au lieu de l’expédition, le retrait gratuit dans notre boutique à Freiburg ; votre commande vous y attend dès qu’elle est prête à être expédiée, en cas de paiement anticipé après réception du paiement.</p>
<h2>§ 6 Paiement</h2>
<p>Les moyens de paiement que vous pouvez choisir dépendent du mode de livraison ; la page <a href="/fr/livraison-et-paiement">Livraison et paiement</a> les indique pour chaque mode de livraison. Vous payez par paiement anticipé (virement) ou avec PayPal ; en cas d’expédition en colis DHL assuré à l’intérieur de l’Allemagne, également plus tard avec Klarna, et en cas de retrait dans notre boutique, également en espèces lors du retrait. En cas de paiement anticipé, nous vous communiquons nos coordonnées bancaires après la finalisation de la commande, sur la page de commande et dans l’e-mail de confirmation ; veuillez virer le montant dans un délai de sept jours. Avec PayPal, vous payez après la finalisation de la commande au moyen des boutons PayPal sur la page de commande. Les conditions de Klarna s’appliquent en complément au paiement avec Klarna.</p>
<h2>§ 7 Réserve de propriété</h2>
<p>La marchandise reste notre propriété jusqu’à son paiement intégral.</p>
<h2>§ 8 Gravures et fabrications sur mesure</h2>
<p>Nous réalisons selon vos indications les gravures, les alliances et les tailles de bague qui ne figurent pas dans notre stock. Veuillez vérifier soigneusement les textes de gravure ; nous les reprenons tels que vous les saisissez. Les biens fabriqués ou gravés selon vos spécifications ne bénéficient pas du droit de rétractation (§ 312g, al. 2, n° 1 BGB).</p>
<h2>§ 9 Garantie légale des défauts et garantie commerciale</h2>
<p>Les dispositions légales relatives à la garantie des défauts s’appliquent. Si un fabricant accorde en outre une garantie, par exemple sur un mouvement de montre, ses conditions figurant dans les documents joints s’appliquent ; vos droits légaux n’en sont pas affectés.</p>
<h2>§ 10 Règlement des litiges</h2>
<p>Nous ne sommes ni disposés ni tenus de participer à une procédure de règlement des litiges devant un organe de conciliation des consommateurs. Pour toute question ou réclamation, écrivez-nous à info@juwelier-albrecht.de.</p>
<h2>§ 11 Dispositions finales</h2>
<p>Le droit allemand s’applique, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises. Les consommateurs conservent la protection que leur accordent les dispositions impératives de l’État dans lequel ils ont leur résidence habituelle.</p>
<p>Mise à jour : juin 2026</p>`,
  },
  widerruf: {
    en: `<h2>Right of withdrawal</h2>
<p>You have the right to withdraw from this contract within 14 days without giving any reason.</p>
<p>The withdrawal period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods. If several goods from one order are delivered separately, the period runs from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the last good.</p>
<p>To exercise the right of withdrawal, you must inform us (Juwelier Albrecht GmbH, Kaiser-Joseph-Straße 245, 79098 Freiburg im Breisgau, Germany, e-mail: info@juwelier-albrecht.de) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or e-mail). You may use the attached model withdrawal form, but it is not obligatory. You can also declare your withdrawal using the “Withdraw from contract” button on our website; we will confirm its receipt to you by e-mail without delay.</p>
<p>To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.</p>
<h2>Effects of withdrawal</h2>
<p>If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.</p>
<p>You shall send back the goods or hand them over to us without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired. We will bear the cost of returning the goods.</p>
<p>You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.</p>
<h2>Exclusion of the right of withdrawal</h2>
<p>The right of withdrawal does not apply to contracts for the supply of goods which are not prefabricated and for whose production an individual selection or determination by the consumer is decisive, or which are clearly tailored to the personal needs of the consumer – for example engraved jewellery, made-to-measure wedding rings or specially made ring sizes.</p>
<h2>Model withdrawal form</h2>
<p>(Complete and return this form only if you wish to withdraw from the contract.)</p>
<ul>
<li>To Juwelier Albrecht GmbH, Kaiser-Joseph-Straße 245, 79098 Freiburg im Breisgau, Germany, e-mail: info@juwelier-albrecht.de:</li>
<li>I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)</li>
<li>Ordered on (*)/received on (*)</li>
<li>Name of consumer(s)</li>
<li>Address of consumer(s)</li>
<li>Signature of consumer(s) (only if this form is notified on paper)</li>
<li>Date</li>
</ul>
<p>(*) Delete as appropriate.</p>`,
    fr: `<h2>Droit de rétractation</h2>
<p>Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours.</p>
<p>Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prend physiquement possession du bien. Si plusieurs biens d’une même commande sont livrés séparément, le délai court à compter du jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prend physiquement possession du dernier bien.</p>
<p>Pour exercer le droit de rétractation, vous devez nous notifier (Juwelier Albrecht GmbH, Kaiser-Joseph-Straße 245, 79098 Freiburg im Breisgau, Allemagne, e-mail : info@juwelier-albrecht.de) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation mais ce n’est pas obligatoire. Vous pouvez également déclarer votre rétractation au moyen du bouton « Se rétracter du contrat » sur notre site internet ; nous vous en accusons réception sans délai par e-mail.</p>
<p>Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.</p>
<h2>Effets de la rétractation</h2>
<p>En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du fait que vous avez choisi, le cas échéant, un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous) sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent ; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous. Nous pouvons différer le remboursement jusqu’à ce que nous ayons reçu le bien ou jusqu’à ce que vous ayez fourni une preuve d’expédition du bien, la date retenue étant celle du premier de ces faits.</p>
<p>Vous devrez renvoyer ou rendre le bien à nous-mêmes sans retard excessif et, en tout état de cause, au plus tard quatorze jours après que vous nous aurez communiqué votre décision de rétractation du présent contrat. Ce délai est réputé respecté si vous renvoyez le bien avant l’expiration du délai de quatorze jours. Nous prendrons en charge les frais de renvoi du bien.</p>
<p>Votre responsabilité n’est engagée qu’à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.</p>
<h2>Exclusion du droit de rétractation</h2>
<p>Le droit de rétractation ne s’applique pas aux contrats de fourniture de biens qui ne sont pas préfabriqués et pour la fabrication desquels un choix ou une détermination individuels du consommateur sont déterminants, ou qui sont nettement adaptés aux besoins personnels du consommateur – par exemple les bijoux gravés, les alliances sur mesure ou les tailles de bague fabriquées spécialement.</p>
<h2>Modèle de formulaire de rétractation</h2>
<p>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)</p>
<ul>
<li>À l’attention de Juwelier Albrecht GmbH, Kaiser-Joseph-Straße 245, 79098 Freiburg im Breisgau, Allemagne, e-mail : info@juwelier-albrecht.de :</li>
<li>Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :</li>
<li>Commandé le (*)/reçu le (*) :</li>
<li>Nom du (des) consommateur(s) :</li>
<li>Adresse du (des) consommateur(s) :</li>
<li>Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :</li>
<li>Date :</li>
</ul>
<p>(*) Rayez la mention inutile.</p>`,
  },
  versand_und_zahlung: {
    en: `<h2>Shipping</h2>
<p>We deliver within Germany and to Austria, France, the Netherlands, Belgium, Luxembourg and Italy. Every consignment is insured up to the full value of the goods and sent in plain packaging.</p>
<table>
<thead><tr><th>Shipping method</th><th>Destination countries</th><th>Cost</th><th>Additional transit time</th></tr></thead>
<tbody>
<tr><td>DHL parcel, insured (up to €2,500 value of goods)</td><td>Germany</td><td>€6.90</td><td>1 working day</td></tr>
<tr><td>DHL shipping for valuables</td><td>Germany</td><td>€14.90</td><td>2 working days</td></tr>
<tr><td>DHL parcel, EU</td><td>Austria, France, Netherlands, Belgium, Luxembourg, Italy</td><td>€19.90</td><td>4 working days</td></tr>
<tr><td>Collection in our shop</td><td>Germany (collection in Freiburg im Breisgau)</td><td>free of charge</td><td>–</td></tr>
</tbody>
</table>
<h2>Delivery time</h2>
<p>Each item states within how many working days we dispatch it; the transit time of the chosen shipping method is added to this. Items that we reorder or make for you are marked as such.</p>
<h2>Gift wrapping</h2>
<p>On request we gift-wrap your order free of charge. The invoice is then not enclosed but sent to you by email.</p>
<h2>Payment</h2>
<p>Which payment methods you can choose depends on the shipping method:</p>
<table>
<thead><tr><th>Shipping method</th><th>Payment methods</th></tr></thead>
<tbody>
<tr><td>DHL parcel, insured</td><td>Prepayment by bank transfer, PayPal, Klarna – Pay later</td></tr>
<tr><td>DHL shipping for valuables</td><td>Prepayment by bank transfer, PayPal</td></tr>
<tr><td>DHL parcel, EU</td><td>Prepayment by bank transfer, PayPal</td></tr>
<tr><td>Collection in our shop</td><td>Prepayment by bank transfer, PayPal, Cash on collection</td></tr>
</tbody>
</table>
<ul>
<li><strong>Prepayment by bank transfer:</strong> You will see our bank details on the order page and in the confirmation email once you have completed your order. We ship after receipt of payment; for collection, your order is ready for you after receipt of payment.</li>
<li><strong>PayPal:</strong> After you click “Order with obligation to pay”, PayPal’s buttons appear on the order page. Through them PayPal opens a window of its own in which you log in and confirm the payment; our page stays open meanwhile and shows as soon as the payment has been received.</li>
<li><strong>Klarna – Pay later:</strong> Payment 30 days after dispatch, only when shipping with “DHL parcel, insured” within Germany. Klarna shows its form on the order page as soon as you choose this payment method; Klarna’s terms apply.</li>
<li><strong>Cash on collection:</strong> only when collecting from our shop in Freiburg; you pay in cash when you collect your order.</li>
</ul>`,
    fr: `<h2>Livraison</h2>
<p>Nous livrons en Allemagne ainsi qu’en Autriche, en France, aux Pays-Bas, en Belgique, au Luxembourg et en Italie. Chaque envoi est assuré à hauteur de la valeur totale de la marchandise et emballé de manière neutre.</p>
<table>
<thead><tr><th>Mode de livraison</th><th>Pays de livraison</th><th>Frais</th><th>Délai d’acheminement supplémentaire</th></tr></thead>
<tbody>
<tr><td>Colis DHL assuré (jusqu’à 2 500 € de valeur de marchandise)</td><td>Allemagne</td><td>6,90 €</td><td>1 jour ouvré</td></tr>
<tr><td>Envoi DHL pour objets de valeur</td><td>Allemagne</td><td>14,90 €</td><td>2 jours ouvrés</td></tr>
<tr><td>Colis DHL UE</td><td>Autriche, France, Pays-Bas, Belgique, Luxembourg, Italie</td><td>19,90 €</td><td>4 jours ouvrés</td></tr>
<tr><td>Retrait en boutique</td><td>Allemagne (retrait à Freiburg im Breisgau)</td><td>gratuit</td><td>–</td></tr>
</tbody>
</table>
<h2>Délai de livraison</h2>
<p>Pour chaque article, nous indiquons en combien de jours ouvrés nous l’expédions ; s’y ajoute le délai d’acheminement du mode de livraison choisi. Les articles que nous devons recommander auprès de nos fournisseurs ou que nous fabriquons pour vous sont signalés comme tels.</p>
<h2>Emballage cadeau</h2>
<p>Sur demande, nous emballons gratuitement votre commande en cadeau. La facture n’est alors pas jointe au colis, mais vous est envoyée par e-mail.</p>
<h2>Paiement</h2>
<p>Les moyens de paiement que vous pouvez choisir dépendent du mode de livraison :</p>
<table>
<thead><tr><th>Mode de livraison</th><th>Moyens de paiement</th></tr></thead>
<tbody>
<tr><td>Colis DHL assuré</td><td>Paiement anticipé par virement, PayPal, Klarna – Payer plus tard</td></tr>
<tr><td>Envoi DHL pour objets de valeur</td><td>Paiement anticipé par virement, PayPal</td></tr>
<tr><td>Colis DHL UE</td><td>Paiement anticipé par virement, PayPal</td></tr>
<tr><td>Retrait en boutique</td><td>Paiement anticipé par virement, PayPal, Paiement en espèces au retrait</td></tr>
</tbody>
</table>
<ul>
<li><strong>Paiement anticipé par virement :</strong> Nos coordonnées bancaires s’affichent après la finalisation de la commande sur la page de commande et figurent dans l’e-mail de confirmation. Nous expédions après réception du paiement ; en cas de retrait, votre commande est prête après réception du paiement.</li>
<li><strong>PayPal :</strong> Lorsque vous avez cliqué sur « Commande avec obligation de paiement », les boutons PayPal apparaissent sur la page de commande. PayPal ouvre alors sa propre fenêtre, dans laquelle vous vous connectez et confirmez le paiement ; notre page reste ouverte pendant ce temps et indique dès que le paiement a été reçu.</li>
<li><strong>Klarna – Payer plus tard :</strong> Paiement 30 jours après l’expédition, uniquement en cas d’expédition en colis DHL assuré à l’intérieur de l’Allemagne. Klarna affiche son formulaire sur la page de commande dès que vous choisissez ce moyen de paiement ; les conditions de Klarna s’appliquent.</li>
<li><strong>Paiement en espèces au retrait :</strong> uniquement en cas de retrait dans notre boutique à Freiburg ; vous payez en espèces au moment où vous retirez votre commande.</li>
</ul>`,
  },
} as const;
