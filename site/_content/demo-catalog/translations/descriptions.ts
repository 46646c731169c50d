import type { CategoryKey } from '../taxonomy.ts';
import type { Texts } from './languages.ts';

/**
 * The English and French of the product descriptions' opening and closing sentences of
 * ../words.ts, per category. `intros` are in the order of the German ones: a product's
 * description uses the same intro in every language (one random draw, see words.ts).
 */
export const descriptionTexts: Record<CategoryKey, { intros: Texts[]; closing: Texts }> = {
  watches: {
    intros: [
      {
        en: 'Clean lines, easy-to-read hands and a movement our master watchmaker regulates before it is sold.',
        fr: 'Des lignes épurées, des aiguilles bien lisibles et un mouvement que notre maître horloger règle avant la vente.',
      },
      {
        en: 'A dependable companion: sporty enough for your holidays, elegant enough for the office.',
        fr: 'Un compagnon fiable : assez sportif pour les vacances, assez élégant pour le bureau.',
      },
      {
        en: 'A watch for many years to come – with a screw-down caseback, anti-reflective sapphire crystal and a finely brushed case.',
        fr: 'Une montre pour de longues années – avec fond vissé, verre saphir antireflet et boîtier finement satiné.',
      },
    ],
    closing: {
      en: 'Comes with a two-year guarantee and free strap adjustment in our shop.',
      fr: 'Avec deux ans de garantie et l’ajustement gratuit du bracelet dans notre boutique.',
    },
  },
  jewelry: {
    intros: [
      { en: 'Polished by hand and inspected in our workshop before it reaches you.', fr: 'Chaque pièce est polie à la main et contrôlée dans notre atelier avant de vous parvenir.' },
      {
        en: 'A piece of jewellery made to be worn every day – simple, finely crafted and pleasantly light.',
        fr: 'Un bijou qui ne demande qu’à être porté tous les jours – sobre, finement travaillé et agréablement léger.',
      },
      { en: 'A timeless design that goes with everything you already own.', fr: 'Un design intemporel qui s’accorde avec tout ce que vous possédez déjà.' },
    ],
    closing: { en: 'Delivered in a jewellery box – gift-wrapped on request.', fr: 'Livraison dans un écrin – emballage cadeau sur demande.' },
  },
  accessories: {
    intros: [
      {
        en: 'It’s the little things that make the difference: carefully made and built to last.',
        fr: 'Ce sont les petites choses qui font la différence : une fabrication soignée, faite pour durer.',
      },
      { en: 'Practical every day and beautiful enough to give as a gift.', fr: 'Pratique au quotidien et assez beau pour être offert.' },
    ],
    closing: { en: 'Delivered in a gift box.', fr: 'Livraison dans une boîte cadeau.' },
  },
  wedding_rings: {
    intros: [
      {
        en: 'We make your wedding rings to your measurements; at an appointment in our shop you can try out widths and finishes at your leisure.',
        fr: 'Nous fabriquons vos alliances à vos mesures ; lors d’un rendez-vous dans notre boutique, vous essayez largeurs et finitions en toute tranquillité.',
      },
      {
        en: 'The price is for the pair. We decide on the width, finish and engraving together with you.',
        fr: 'Le prix s’entend pour la paire. Nous choisissons avec vous la largeur, la finition et la gravure.',
      },
    ],
    closing: {
      en: 'Made in about three to four weeks; resizing within the first year is free of charge.',
      fr: 'Fabrication en trois à quatre semaines environ ; une mise à taille au cours de la première année est gratuite.',
    },
  },
  beads: {
    intros: [
      {
        en: 'Every pearl is a natural product: lustre, shape and colour vary slightly – which makes each piece unique.',
        fr: 'Chaque perle est un produit naturel : l’éclat, la forme et la couleur varient légèrement – ce qui rend chaque pièce unique.',
      },
      {
        en: 'Hand-picked cultured pearls with a rich lustre, individually knotted so that no pearl is ever lost.',
        fr: 'Des perles de culture triées à la main, au lustre intense, nouées une à une pour qu’aucune ne se perde.',
      },
    ],
    closing: { en: 'A pearl care cloth is included.', fr: 'Nous joignons une chamoisine pour l’entretien des perles.' },
  },
  engagement_rings: {
    intros: [
      {
        en: 'For a moment that lasts: an engagement ring made in our goldsmith’s workshop.',
        fr: 'Pour un moment inoubliable : une bague de fiançailles façonnée dans notre atelier de joaillerie.',
      },
      {
        en: 'All our diamonds are sourced conflict-free and handed over with a certificate.',
        fr: 'Tous nos diamants proviennent de sources sans conflit et sont remis avec un certificat.',
      },
    ],
    closing: { en: 'Free resizing within six months.', fr: 'Mise à taille gratuite pendant six mois.' },
  },
  optics: {
    intros: [
      {
        en: 'Light on the nose and sturdy for everyday wear – fitted by our master opticians.',
        fr: 'Légèreté sur le nez, solidité au quotidien – et un ajustement par nos maîtres opticiens.',
      },
      {
        en: 'We make lenses to your prescription after an eye test in our shop.',
        fr: 'Nous réalisons des verres à votre vue après un examen de vue dans notre boutique.',
      },
    ],
    closing: {
      en: 'The frame is supplied without lenses; we make lenses to your prescription after your eye test.',
      fr: 'La monture est livrée sans verres ; nous réalisons des verres à votre vue après votre examen de vue.',
    },
  },
  for_kids: {
    intros: [
      { en: 'Nickel-free, robust and made for little hands.', fr: 'Sans nickel, robuste et pensé pour les petites mains.' },
      {
        en: 'A gift for a christening, a birthday or just because – beautifully packed in our gift box.',
        fr: 'Un cadeau de baptême, d’anniversaire ou juste pour le plaisir – joliment présenté dans notre boîte cadeau.',
      },
    ],
    closing: { en: 'Tested to EN 1811 (nickel release).', fr: 'Testé selon la norme EN 1811 (libération de nickel).' },
  },
  home_fabrics: {
    intros: [
      { en: 'Woven in Europe, pre-washed and pleasantly soft from day one.', fr: 'Un tissage européen, prélavé et agréablement doux dès le premier jour.' },
      {
        en: 'Natural fibres, calm colours: fabrics that make any room feel more like home.',
        fr: 'Des fibres naturelles, des couleurs apaisantes : des tissus qui rendent chaque pièce plus chaleureuse.',
      },
    ],
    closing: { en: 'Washable at 40 °C.', fr: 'Lavable à 40 °C.' },
  },
  decoratives: {
    intros: [
      { en: 'Made in small batches; every piece is a little different.', fr: 'Fabrication en petite série ; chaque pièce est un peu différente.' },
      {
        en: 'Simple shapes in honest materials – beautiful on their own, even more so together.',
        fr: 'Des formes sobres dans des matières authentiques – belles seules, plus belles encore ensemble.',
      },
    ],
    closing: { en: 'Please clean with a damp cloth only.', fr: 'Nettoyer uniquement avec un chiffon humide.' },
  },
  room_fragrances: {
    intros: [
      {
        en: 'Hand-poured or hand-filled at the Kaiserstuhl, with natural essential oils.',
        fr: 'Coulées ou mises en flacon à la main au Kaiserstuhl, avec des huiles essentielles naturelles.',
      },
      { en: 'A gentle scent that fills the room without overpowering it.', fr: 'Un parfum délicat qui emplit la pièce sans s’imposer.' },
    ],
    closing: {
      en: 'Burn time or fragrance life, depending on size, up to 60 hours or 12 weeks respectively.',
      fr: 'Durée de combustion ou de diffusion selon la taille : jusqu’à 60 heures ou 12 semaines.',
    },
  },
  bicycles: {
    intros: [
      {
        en: 'Low-maintenance thanks to a belt drive and hub gears – made for everyday riding in town.',
        fr: 'Peu d’entretien grâce à la transmission par courroie et au moyeu à vitesses intégrées – conçu pour le quotidien en ville.',
      },
      {
        en: 'We set up your bike before handing it over and invite you to a free first service.',
        fr: 'Nous réglons votre vélo avant de vous le remettre et vous invitons à une première révision gratuite.',
      },
    ],
    closing: { en: 'Test rides at our shop at any time.', fr: 'Essai possible à tout moment dans notre boutique.' },
  },
};
