import { mkdtemp, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostFile } from '../../server/host-files.ts';

describe('the served folder’s _redirects and _headers', () => {
  it('are read again after a publish put a new build in the folder’s place, within a second', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'host-files-'));
    try {
      const site = path.join(parent, 'site');
      await mkdir(site);
      await writeFile(path.join(site, '_redirects'), '/alt  /neu  301\n');
      const redirects = hostFile(path.join(site, '_redirects'), (text) => text.trim());
      expect(await redirects()).toBe('/alt  /neu  301');

      // build.mjs's publish: the new folder takes the old one's place.
      const next = path.join(parent, 'next');
      await mkdir(next);
      await writeFile(path.join(next, '_redirects'), '/alt  /neuer  301\n');
      await rename(site, path.join(parent, 'previous'));
      await rename(next, site);
      expect(await redirects()).toBe('/alt  /neu  301');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await redirects()).toBe('/alt  /neuer  301');
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
