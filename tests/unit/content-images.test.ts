import { describe, expect, it } from 'vitest';
import { contentFileId, processBodyImages } from '../../site/_config/content-images.ts';
import type { ImageRenderer } from '../../site/_config/images.ts';

const images = {
  picture: async (ref: { id: string; title: string }) => `<picture data-id="${ref.id}" data-alt="${ref.title}"></picture>`,
  previewPath: async () => '',
} as unknown as ImageRenderer;

describe('images in CMS bodies', () => {
  it("recognises the content service's own files, relative or under its URL", () => {
    expect(contentFileId('/assets/3f2a-91', undefined)).toBe('3f2a-91');
    expect(contentFileId('https://cms.example/assets/3f2a-91', 'https://cms.example/')).toBe('3f2a-91');
    expect(contentFileId('https://elsewhere.example/assets/3f2a-91', 'https://cms.example')).toBeNull();
    expect(contentFileId('/assets/../secret', undefined)).toBeNull();
  });

  it('turns content files into responsive pictures and lets other images load lazily', async () => {
    const html = await processBodyImages(
      '<p><img src="/assets/page-window" alt="Werkstatt &amp; Laden"></p><p><img src="https://example.org/a.jpg" alt="extern"></p>',
      images,
      undefined,
    );
    expect(html).toBe(
      '<p><picture data-id="page-window" data-alt="Werkstatt & Laden"></picture></p><p><img loading="lazy" decoding="async" src="https://example.org/a.jpg" alt="extern"></p>',
    );
  });
});
