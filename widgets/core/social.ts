/** A social-media profile linked from the footer (spec §3 "Social entry"). */
export type SocialMedia = 'facebook' | 'instagram' | 'generic';

export interface SocialLink {
  media: SocialMedia;
  label: string;
  href: string;
}

export function socialMediaOf(value: unknown): SocialMedia {
  return value === 'facebook' || value === 'instagram' ? value : 'generic';
}
