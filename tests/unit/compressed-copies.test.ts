import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies } from '../../server/compressed-copies.ts';

/** The compressed copies the preview server keeps: one per file and encoding, within a byte budget. */
const text = (seed: string) => Buffer.from(`<p>${seed}</p>`.repeat(400));

describe('the compressed copies a server keeps', () => {
  it('serves a file it compressed before from the copy, and compresses new bytes of the same file anew', () => {
    const copies = compressedCopies(1024 * 1024);
    const first = copies('/a.html', text('Ringe'), 'br');
    expect(copies('/a.html', text('Ringe'), 'br')).toBe(first);
    const rebuilt = copies('/a.html', text('Uhren'), 'br');
    expect(rebuilt).not.toBe(first);
    expect(brotliDecompressSync(rebuilt).toString()).toContain('Uhren');
  });

  it('lets the least recently served copies go once the kept bytes pass the budget', () => {
    const one = text('eins');
    const copies = compressedCopies(2.5 * (one.length + 200));
    const a = copies('/a.html', text('eins'), 'br');
    const b = copies('/b.html', text('zwei'), 'br');
    expect(copies('/a.html', text('eins'), 'br')).toBe(a);
    copies('/c.html', text('drei'), 'br');
    // /b.html was served longest ago: its copy went, /a.html's stayed.
    expect(copies('/a.html', text('eins'), 'br')).toBe(a);
    expect(copies('/b.html', text('zwei'), 'br')).not.toBe(b);
  });

  it('keeps no copy of a file larger than the whole budget, and still serves it compressed', () => {
    const copies = compressedCopies(100);
    const body = copies('/gross.json', text('gross'), 'br');
    expect(brotliDecompressSync(body).toString()).toContain('gross');
    expect(copies('/gross.json', text('gross'), 'br')).not.toBe(body);
  });
});
