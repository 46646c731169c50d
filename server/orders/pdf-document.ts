import PDFDocument from 'pdfkit';

/**
 * PDF's standard fonts write Windows-1252 (Latin-1 with „ “ – … €): German and French, and
 * most names. A character beyond it (a name in another script) is written as "?" rather than
 * breaking the document; the mail's text keeps it.
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const printable = (text: string) => [...text].map((char) => (char === '\n' || (char >= ' ' && char <= 'ÿ' && !(char >= '\u007f' && char < '\u00a0')) || winAnsiExtras.has(char) ? char : '?')).join('');

/**
 * A document built at once in memory (the order store keeps its mails within the order's
 * transaction): a bold title, the sections (blocks of lines, a little space between), then each
 * appendix on a page of its own under its heading.
 */
export function pdfDocument(title: string, sections: readonly (readonly string[])[], appendices: ReadonlyArray<{ title: string; body: string }> = []): Buffer {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: printable(title) }, compress: true });
  doc.font('Helvetica-Bold').fontSize(15).text(printable(title));
  doc.moveDown();
  doc.font('Helvetica').fontSize(10);
  for (const section of sections) {
    doc.text(printable(section.join('\n')));
    doc.moveDown(0.7);
  }
  for (const { title: heading, body } of appendices) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(13).text(printable(heading));
    doc.moveDown(0.7);
    doc.font('Helvetica').fontSize(10).text(printable(body));
  }
  doc.end();
  // pdfkit writes the whole document into the stream's buffer on end(): it is read out at once.
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}
