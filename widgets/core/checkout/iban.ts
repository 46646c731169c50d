/** An IBAN as a shopper copies it off paper: in groups of four ("DE72 1234 5678 …"). */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
