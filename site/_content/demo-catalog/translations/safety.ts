import type { ProductWarning, WarnedCategory } from '../product-safety.ts';
import type { Texts } from './languages.ts';

/**
 * The safety texts of ../product-safety.ts (GPSR Art. 19) in English and French. A warning a
 * visitor cannot read protects no one, so every German one needs both: the tables are keyed by
 * the German tables' keys and a missing entry does not compile. Lines are kept as in German.
 */

export const categoryWarningTexts: Record<WarnedCategory, Texts> = {
  for_kids: {
    en: 'Warning: Not suitable for children under 3 years. Contains small parts that could be swallowed.\nRemove all packaging before use.',
    fr: 'Attention : ne convient pas aux enfants de moins de 3 ans. Contient de petites pièces pouvant être avalées.\nRetirer tous les éléments d’emballage avant utilisation.',
  },
  room_fragrances: {
    en: 'Keep out of the reach of children and pets.\nMay cause allergic reactions. Contains essential oils.',
    fr: 'Tenir hors de portée des enfants et des animaux domestiques.\nPeut provoquer des réactions allergiques. Contient des huiles essentielles.',
  },
  bicycles: {
    en: 'Read the enclosed user manual before your first ride. Before every ride, check the brakes, lights and tyre pressure, and that the handlebars, saddle and wheels are firmly secured.\nOnly for riders at least 1.50 m tall. Wearing a cycle helmet is recommended.',
    fr: 'Lire le mode d’emploi fourni avant la première utilisation. Avant chaque trajet, vérifier les freins, l’éclairage, la pression des pneus et la bonne fixation du guidon, de la selle et des roues.\nUniquement pour les personnes mesurant au moins 1,50 m. Le port d’un casque de vélo est recommandé.',
  },
};

export const productWarningTexts: Record<ProductWarning, Texts> = {
  candle: {
    en: 'Never leave a burning candle unattended. Burn out of the reach of children and pets.\nDo not burn near flammable objects, in a draught or on heat-sensitive surfaces. Keep burning candles at least 10 cm apart.\nTrim the wick to 1 cm before each lighting. Do not extinguish with water.',
    fr: 'Ne jamais laisser une bougie allumée sans surveillance. Faire brûler hors de portée des enfants et des animaux domestiques.\nNe pas faire brûler à proximité d’objets inflammables, dans un courant d’air ou sur une surface sensible à la chaleur. Laisser au moins 10 cm entre deux bougies.\nRecouper la mèche à 1 cm avant chaque allumage. Ne pas éteindre avec de l’eau.',
  },
  eBike: {
    en: 'Read the enclosed user manual before your first ride. Check the brakes, lights and tyre pressure before every ride.\nOnly charge the battery with the charger supplied, in a dry room and never unattended. Protect it from heat above 40 °C, frost and impacts; do not charge a damaged battery again.\nMotor assistance stops at 25 km/h; tampering with the drive system is prohibited and voids its approval as a bicycle.',
    fr: 'Lire le mode d’emploi fourni avant la première utilisation. Avant chaque trajet, vérifier les freins, l’éclairage et la pression des pneus.\nNe charger la batterie qu’avec le chargeur fourni, dans un local sec et jamais sans surveillance. La protéger de la chaleur au-delà de 40 °C, du gel et des chocs ; ne plus charger une batterie endommagée.\nL’assistance du moteur s’arrête à 25 km/h ; toute intervention sur la motorisation est interdite et fait perdre l’homologation en tant que vélo.',
  },
  spray: {
    en: 'Do not spray towards people, animals or food. Do not spray onto fabrics, wood or painted surfaces.\nKeep out of the reach of children. Contains essential oils; may cause allergic reactions.',
    fr: 'Ne pas vaporiser en direction des personnes, des animaux ou des aliments. Ne pas vaporiser sur les textiles, le bois ou les surfaces vernies.\nTenir hors de portée des enfants. Contient des huiles essentielles ; peut provoquer des réactions allergiques.',
  },
};
