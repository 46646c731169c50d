/** Attribute values sort so ("50", "52", "54 cm"; "Blau", "Gelb"): numbers by value, letters as in German. */
export const valueOrder = new Intl.Collator('de', { numeric: true });
