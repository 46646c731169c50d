import { inflateSync } from 'node:zlib';

/** Windows-1252's characters at 0x80–0x9f (the rest of the byte range is Latin-1). */
const windows1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const character = (code: number) => (code >= 0x80 && code < 0xa0 ? windows1252[code - 0x80]! : String.fromCharCode(code));

/**
 * The text a PDF made with a standard font shows, line by line, as a reader would copy it: each
 * content stream inflated, each text-showing operator's hex strings decoded from Windows-1252.
 * Enough for the PDFs the order service writes (pdfkit), not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g)) {
      const strings = (shown[1] ?? shown[2]!).match(/<[0-9a-fA-F]*>/g) ?? [];
      lines.push(strings.map((hex) => (hex.slice(1, -1).match(/../g) ?? []).map((pair) => character(parseInt(pair, 16))).join('')).join(''));
    }
  }
  return lines.join('\n');
}
