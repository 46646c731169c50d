/**
 * Characters no one types into a name, an address or an engraving, and that do harm where the
 * text goes next: line breaks and the other control characters (a header line of their own in
 * a mail, a terminal escape in a log, a NUL that ends the text early for some reader) and the
 * bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069), which show a text in another order
 * than it is stored, so the engraver or the parcel label reads something else than the shop
 * confirmed. A text of several lines (a message, a comment) keeps its line breaks and tabs. Pure;
 * the forms and the services judge with the same rule.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const unsafeInLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const unsafeInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A one-line text without control characters and bidi controls. */
export const isPlainLine = (value: string): boolean => !unsafeInLine.test(value);

/** A text of any number of lines (line breaks and tabs kept) without other control characters and bidi controls. */
export const isPlainText = (value: string): boolean => !unsafeInText.test(value);
