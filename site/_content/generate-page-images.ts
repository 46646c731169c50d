// Writes the demo pages' hero images (site/_content/demo/files/page-*.jpg): soft landscape
// gradients in the demo's colours, so the embedded content needs no network and few bytes.
// Run: node --import tsx site/_content/generate-page-images.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const directory = fileURLToPath(new URL('./demo/files/', import.meta.url));
const width = 1600;
const height = 900;

const pages: Record<string, [string, string, string]> = {
  'page-home': ['#f4ede1', '#c9a86a', '#7a5c1e'],
  'page-watches': ['#e9edf1', '#8aa1b4', '#2f4858'],
  'page-jewelry': ['#f6eef0', '#d7a9b4', '#7b3f52'],
  'page-wedding-rings': ['#f7f1e3', '#e0c27a', '#8c6a1f'],
  'page-optics': ['#eaf2f0', '#8fbcb0', '#2e5e55'],
  'page-window': ['#f1ece6', '#b9a48c', '#4f3d2c'],
};

function drawing([light, mid, dark]: [string, string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.68}" cy="${height * 0.48}" r="${height * 0.3}" fill="none" stroke="${dark}" stroke-width="28" opacity="0.55"/>
  <circle cx="${width * 0.78}" cy="${height * 0.56}" r="${height * 0.22}" fill="none" stroke="${light}" stroke-width="18" opacity="0.8"/>
  <path d="M${width * 0.2} ${height * 0.7} l90 -120 l90 120 l-90 120 z" fill="${dark}" opacity="0.4"/>
</svg>`;
}

for (const [id, palette] of Object.entries(pages)) {
  const jpeg = await sharp(Buffer.from(drawing(palette))).jpeg({ quality: 55, mozjpeg: true }).toBuffer();
  await writeFile(path.join(directory, `${id}.jpg`), jpeg);
  console.log(`${id}.jpg  ${(jpeg.length / 1024).toFixed(1)} kB`);
}
