/** The blocks of the legal notice an editor can place by id (spec §2 "Legal-notice block"). */
const legalNoticeBlockIds = [
  'legal_authority',
  'insurance',
  'image_sources',
  'additional_top_info',
  'additional_bottom_info',
  'data_protection',
  'rolex',
  'consentmanager',
] as const;

export type LegalNoticeBlockId = (typeof legalNoticeBlockIds)[number];

export function isLegalNoticeBlockId(id: unknown): id is LegalNoticeBlockId {
  return typeof id === 'string' && (legalNoticeBlockIds as readonly string[]).includes(id);
}
