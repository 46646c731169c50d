/**
 * The heading above the executives in the legal sidebar depends on the legal form (spec §2):
 * a sole proprietor has an owner, a registered association is represented by its board, a
 * medical practice partnership (Berufsausübungsgemeinschaft, "BAG") by its partners, and every
 * company (GmbH, AG, KG, …) is "represented by" its executives.
 */
export type LegalFormHeadingKey =
  | 'legal.legalForm.single'
  | 'legal.legalForm.ev'
  | 'legal.legalForm.bag'
  | 'legal.legalForm.representedBy';

const headings: Record<string, LegalFormHeadingKey> = {
  single: 'legal.legalForm.single',
  ev: 'legal.legalForm.ev',
  bag: 'legal.legalForm.bag',
};

/** Editors write "e.V." or "EV" as often as "ev"; case, dots and spaces carry no meaning here. */
function normalise(legalForm: string): string {
  return legalForm.toLowerCase().replace(/[\s.]/g, '');
}

/** The translation key of the heading above the executives for a legal form. */
export function legalFormHeadingKey(legalForm: string): LegalFormHeadingKey {
  return headings[normalise(legalForm)] ?? 'legal.legalForm.representedBy';
}

/**
 * Legal forms run by managing directors (Geschäftsführer), whom every business letter and e-mail
 * of the company names as such (§ 35a GmbHG; for a GmbH & Co. KG § 125a HGB).
 */
const managedByDirectors = new Set(['gmbh', 'ggmbh', 'ug', 'ug(haftungsbeschränkt)', 'gmbh&cokg']);

/** The translation key of the label before the executives' names in a business e-mail's details. */
export function executivesLabelKey(legalForm: string): LegalFormHeadingKey | 'legal.legalForm.managingDirectors' {
  return managedByDirectors.has(normalise(legalForm)) ? 'legal.legalForm.managingDirectors' : legalFormHeadingKey(legalForm);
}
