import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { randomFor, uuidFrom } from './random.ts';
import { categories, type CategoryKey } from './taxonomy.ts';

/** Product pictures: small soft-focus JPEGs drawn from SVG, two per category, named by a uuid like Directus files. */

interface Palette {
  background: [string, string];
  metal: [string, string, string];
  accent: string;
}
const palettes = {
  gold: { background: ['#fbf6ec', '#e3d3b0'], metal: ['#fff6d8', '#d4ae55', '#8a6420'], accent: '#eef6ff' },
  silver: { background: ['#eef1f5', '#b9c3cf'], metal: ['#ffffff', '#c3c9d1', '#6e7782'], accent: '#dff1ff' },
  rose: { background: ['#fbf1ee', '#e6c9c0'], metal: ['#fff0ea', '#d9a08a', '#8e5847'], accent: '#ffffff' },
  night: { background: ['#4a5568', '#1f2733'], metal: ['#f1f1f1', '#9aa0a8', '#3a3f46'], accent: '#1d3557' },
  sage: { background: ['#f5f3ee', '#d9d4c7'], metal: ['#e8efe6', '#9fb59a', '#5d7658'], accent: '#c8d5c4' },
  ochre: { background: ['#faf4ea', '#e2d2b8'], metal: ['#fbe9c6', '#d39b3a', '#8a5a14'], accent: '#f3d9a4' },
  slate: { background: ['#e9ecef', '#aeb6bf'], metal: ['#d9dde2', '#5b6672', '#262d35'], accent: '#8fa3b8' },
} satisfies Record<string, Palette>;

type Drawing = (width: number, height: number) => string;
const cx = (width: number) => width / 2;
const cy = (height: number) => height / 2;

const drawings: Record<CategoryKey, Drawing> = {
  watches: (w, h) => `
    <rect x="${cx(w) - w * 0.09}" y="0" width="${w * 0.18}" height="${h}" rx="${w * 0.03}" fill="url(#metal)" opacity="0.55"/>
    <circle cx="${cx(w)}" cy="${cy(h)}" r="${w * 0.25}" fill="url(#metal)"/>
    <circle cx="${cx(w)}" cy="${cy(h)}" r="${w * 0.2}" fill="url(#accent)"/>
    <line x1="${cx(w)}" y1="${cy(h)}" x2="${cx(w)}" y2="${cy(h) - w * 0.15}" stroke="#f5f5f5" stroke-width="${w * 0.012}" stroke-linecap="round"/>
    <line x1="${cx(w)}" y1="${cy(h)}" x2="${cx(w) + w * 0.1}" y2="${cy(h) + w * 0.04}" stroke="#f5f5f5" stroke-width="${w * 0.016}" stroke-linecap="round"/>`,
  jewelry: (w, h) => `
    <path d="M ${w * 0.18} ${h * 0.12} Q ${cx(w)} ${h * 0.95} ${w * 0.82} ${h * 0.12}" fill="none" stroke="url(#metal)" stroke-width="${w * 0.014}"/>
    <path d="M ${cx(w)} ${h * 0.5} C ${w * 0.42} ${h * 0.62} ${w * 0.44} ${h * 0.74} ${cx(w)} ${h * 0.8} C ${w * 0.56} ${h * 0.74} ${w * 0.58} ${h * 0.62} ${cx(w)} ${h * 0.5} Z" fill="url(#metal)"/>`,
  accessories: (w, h) => `
    <rect x="${w * 0.2}" y="${h * 0.36}" width="${w * 0.24}" height="${w * 0.24}" rx="${w * 0.05}" fill="url(#metal)"/>
    <rect x="${w * 0.56}" y="${h * 0.4}" width="${w * 0.24}" height="${w * 0.24}" rx="${w * 0.05}" fill="url(#metal)"/>
    <circle cx="${w * 0.32}" cy="${h * 0.36 + w * 0.12}" r="${w * 0.07}" fill="url(#accent)"/>
    <circle cx="${w * 0.68}" cy="${h * 0.4 + w * 0.12}" r="${w * 0.07}" fill="url(#accent)"/>`,
  wedding_rings: (w, h) => `
    <circle cx="${w * 0.41}" cy="${cy(h)}" r="${w * 0.17}" fill="none" stroke="url(#metal)" stroke-width="${w * 0.055}"/>
    <circle cx="${w * 0.6}" cy="${cy(h) + h * 0.04}" r="${w * 0.15}" fill="none" stroke="url(#metal)" stroke-width="${w * 0.04}"/>`,
  beads: (w, h) =>
    Array.from({ length: 15 }, (_, index) => {
      const angle = Math.PI * (0.1 + (0.8 * index) / 14);
      const x = cx(w) - Math.cos(angle) * w * 0.34;
      const y = h * 0.25 + Math.sin(angle) * h * 0.45;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${w * 0.04}" fill="url(#pearl)"/>`;
    }).join(''),
  engagement_rings: (w, h) => `
    <circle cx="${cx(w)}" cy="${cy(h) + h * 0.04}" r="${w * 0.22}" fill="none" stroke="url(#metal)" stroke-width="${w * 0.05}"/>
    <path d="M ${cx(w) - w * 0.07} ${h * 0.28} L ${cx(w)} ${h * 0.18} L ${cx(w) + w * 0.07} ${h * 0.28} L ${cx(w)} ${h * 0.36} Z" fill="url(#accent)"/>`,
  optics: (w, h) => `
    <circle cx="${w * 0.32}" cy="${cy(h)}" r="${w * 0.14}" fill="url(#accent)" fill-opacity="0.35" stroke="url(#metal)" stroke-width="${w * 0.025}"/>
    <circle cx="${w * 0.68}" cy="${cy(h)}" r="${w * 0.14}" fill="url(#accent)" fill-opacity="0.35" stroke="url(#metal)" stroke-width="${w * 0.025}"/>
    <path d="M ${w * 0.44} ${cy(h) - h * 0.03} Q ${cx(w)} ${cy(h) - h * 0.08} ${w * 0.56} ${cy(h) - h * 0.03}" fill="none" stroke="url(#metal)" stroke-width="${w * 0.02}"/>
    <line x1="${w * 0.18}" y1="${cy(h) - h * 0.04}" x2="${w * 0.06}" y2="${cy(h) - h * 0.08}" stroke="url(#metal)" stroke-width="${w * 0.02}"/>
    <line x1="${w * 0.82}" y1="${cy(h) - h * 0.04}" x2="${w * 0.94}" y2="${cy(h) - h * 0.08}" stroke="url(#metal)" stroke-width="${w * 0.02}"/>`,
  for_kids: (w, h) => {
    const points = Array.from({ length: 10 }, (_, index) => {
      const radius = index % 2 === 0 ? w * 0.24 : w * 0.1;
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      return `${(cx(w) + Math.cos(angle) * radius).toFixed(1)},${(cy(h) + Math.sin(angle) * radius).toFixed(1)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="url(#metal)"/><circle cx="${cx(w)}" cy="${h * 0.2}" r="${w * 0.03}" fill="none" stroke="url(#metal)" stroke-width="${w * 0.012}"/>`;
  },
  home_fabrics: (w, h) =>
    [0, 1, 2]
      .map(
        (layer) =>
          `<rect x="${w * (0.2 + layer * 0.03)}" y="${h * (0.28 + layer * 0.14)}" width="${w * 0.56}" height="${h * 0.16}" rx="${w * 0.03}" fill="url(#metal)" opacity="${1 - layer * 0.18}"/>`,
      )
      .join(''),
  decoratives: (w, h) => `
    <path d="M ${w * 0.42} ${h * 0.2} L ${w * 0.58} ${h * 0.2} C ${w * 0.58} ${h * 0.32} ${w * 0.72} ${h * 0.4} ${w * 0.7} ${h * 0.58} C ${w * 0.68} ${h * 0.74} ${w * 0.6} ${h * 0.8} ${cx(w)} ${h * 0.8} C ${w * 0.4} ${h * 0.8} ${w * 0.32} ${h * 0.74} ${w * 0.3} ${h * 0.58} C ${w * 0.28} ${h * 0.4} ${w * 0.42} ${h * 0.32} ${w * 0.42} ${h * 0.2} Z" fill="url(#metal)"/>`,
  room_fragrances: (w, h) => `
    ${[-0.05, 0, 0.05].map((offset) => `<line x1="${cx(w) + w * offset * 0.4}" y1="${h * 0.45}" x2="${cx(w) + w * offset * 2.6}" y2="${h * 0.12}" stroke="#6b4f2a" stroke-width="${w * 0.008}"/>`).join('')}
    <rect x="${w * 0.36}" y="${h * 0.42}" width="${w * 0.28}" height="${h * 0.38}" rx="${w * 0.05}" fill="url(#metal)" opacity="0.9"/>
    <rect x="${w * 0.45}" y="${h * 0.36}" width="${w * 0.1}" height="${h * 0.07}" rx="${w * 0.01}" fill="url(#accent)"/>`,
  bicycles: (w, h) => `
    <circle cx="${w * 0.28}" cy="${h * 0.62}" r="${h * 0.2}" fill="none" stroke="#2d3436" stroke-width="${w * 0.014}"/>
    <circle cx="${w * 0.72}" cy="${h * 0.62}" r="${h * 0.2}" fill="none" stroke="#2d3436" stroke-width="${w * 0.014}"/>
    <polyline points="${w * 0.28},${h * 0.62} ${w * 0.45},${h * 0.36} ${w * 0.66},${h * 0.36} ${w * 0.72},${h * 0.62} ${w * 0.5},${h * 0.62} ${w * 0.28},${h * 0.62}" fill="none" stroke="url(#metal)" stroke-width="${w * 0.02}" stroke-linejoin="round"/>
    <line x1="${w * 0.5}" y1="${h * 0.62}" x2="${w * 0.43}" y2="${h * 0.3}" stroke="url(#metal)" stroke-width="${w * 0.018}"/>
    <line x1="${w * 0.66}" y1="${h * 0.36}" x2="${w * 0.64}" y2="${h * 0.26}" stroke="url(#metal)" stroke-width="${w * 0.018}"/>`,
};

/** Two pictures per category: [palette, alternative text]. */
const pictures: Record<CategoryKey, Array<[Palette, string]>> = {
  watches: [[palettes.gold, 'Armbanduhr mit goldfarbenem Gehäuse auf cremefarbenem Grund'], [palettes.night, 'Armbanduhr mit Stahlgehäuse auf dunklem Grund']],
  jewelry: [[palettes.gold, 'Goldkette mit tropfenförmigem Anhänger'], [palettes.silver, 'Silberkette mit tropfenförmigem Anhänger']],
  accessories: [[palettes.gold, 'Manschettenknöpfe in Gold mit hellem Stein'], [palettes.slate, 'Manschettenknöpfe in Anthrazit']],
  wedding_rings: [[palettes.gold, 'Zwei Trauringe in Gelbgold'], [palettes.silver, 'Zwei Trauringe in Weißgold']],
  beads: [[palettes.gold, 'Perlenkette auf cremefarbenem Grund'], [palettes.rose, 'Perlenkette auf roséfarbenem Grund']],
  engagement_rings: [[palettes.rose, 'Ring in Roségold mit Brillant'], [palettes.silver, 'Ring in Weißgold mit Brillant']],
  optics: [[palettes.slate, 'Brille mit dunkler Fassung'], [palettes.gold, 'Brille mit goldfarbener Fassung']],
  for_kids: [[palettes.silver, 'Stern-Anhänger in Silber'], [palettes.gold, 'Stern-Anhänger in Gold']],
  home_fabrics: [[palettes.sage, 'Gefaltete Leinenstoffe in Salbeigrün'], [palettes.ochre, 'Gefaltete Stoffe in Ocker']],
  decoratives: [[palettes.ochre, 'Bauchige Vase in Bernstein'], [palettes.sage, 'Bauchige Vase in mattem Grün']],
  room_fragrances: [[palettes.ochre, 'Raumdiffuser mit Duftstäbchen'], [palettes.rose, 'Raumdiffuser in Rosé mit Duftstäbchen']],
  bicycles: [[palettes.sage, 'Stadtrad mit grünem Rahmen'], [palettes.slate, 'Stadtrad mit anthrazitfarbenem Rahmen']],
};

/** Landscape for bicycles and fabrics: products are shown in both formats. */
const pictureSize = (category: CategoryKey): [width: number, height: number] =>
  category === 'bicycles' || category === 'home_fabrics' ? [960, 720] : [800, 800];

function svg(drawing: Drawing, palette: Palette, width: number, height: number): string {
  const [light, deep] = palette.background;
  const [shine, body, shade] = palette.metal;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <radialGradient id="bg" cx="35%" cy="30%" r="90%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shine}"/><stop offset="0.5" stop-color="${body}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
  <radialGradient id="accent" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${palette.accent}"/></radialGradient>
  <radialGradient id="pearl" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f1e9dc"/><stop offset="1" stop-color="#cbbba3"/></radialGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="${width / 160}"/></filter>
  <filter id="shadow"><feGaussianBlur stdDeviation="${width / 40}"/></filter>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<ellipse cx="${width / 2}" cy="${height * 0.84}" rx="${width * 0.3}" ry="${height * 0.05}" fill="#000" opacity="0.16" filter="url(#shadow)"/>
<g filter="url(#soft)">${drawing(width, height)}</g>
</svg>`;
}

export interface FileObject {
  id: string;
  width: number;
  height: number;
  title: string;
}

export async function writePictures(directory: string): Promise<Record<CategoryKey, FileObject[]>> {
  await mkdir(directory, { recursive: true });
  const random = randomFor('demo-catalog:files');
  const files = {} as Record<CategoryKey, FileObject[]>;
  for (const { key } of categories) {
    const [width, height] = pictureSize(key);
    files[key] = [];
    for (const [palette, title] of pictures[key]) {
      const file = { id: uuidFrom(random), width, height, title };
      const jpeg = await sharp(Buffer.from(svg(drawings[key], palette, width, height)))
        .jpeg({ quality: 60, mozjpeg: true })
        .toBuffer();
      await writeFile(path.join(directory, `${file.id}.jpg`), jpeg);
      files[key].push(file);
    }
  }
  return files;
}
