import type { ContactField } from './contact-rules.ts';

/**
 * Element ids shared by the build's static forms and the widgets that take them over, so labels,
 * error references and the no-JS notices (shown by `:target`) line up on both sides.
 */
export const contactFormId = 'contact-form';
export const contactFieldId = (field: ContactField) => `contact-${field}`;
export const contactErrorId = (field: ContactField) => `contact-${field}-error`;
/** The no-JS server's "please check your entries" notice, reached as #contact-form-refused. */
export const contactRefusedId = 'contact-form-refused';

export const newsletterEmailId = 'newsletter-email';
/** The no-JS outcome notices, reached as #newsletter-<outcome> after the plain post. */
export const newsletterOutcomeId = (outcome: string) => `newsletter-${outcome}`;
