import type { Page } from '@playwright/test';

/**
 * What the rendered page holds, read in every frame: markup that could run code the moment a
 * visitor clicks, hovers or focuses (which the detectors cannot see unless someone does), and
 * the corpus markers present at all (as text or in attributes), to know which fields the page
 * shows. The site itself has no inline handlers, no javascript: links and no inline scripts
 * besides JSON and its own first-paint script, which the page's CSP allows by its exact hash (any
 * other inline script is refused by the CSP), so any of these is a value that escaped its escaping.
 */
interface Finding {
  what: string;
  /** The element, shortened. */
  element: string;
  frame: string;
}

export interface Audit {
  findings: Finding[];
  markers: string[];
}

/** Runs inside the page: no imports, no closures. */
async function auditDocument(): Promise<{ findings: Array<{ what: string; element: string }>; markers: string[] }> {
  const findings: Array<{ what: string; element: string }> = [];
  // The inline scripts the page's own policy allows, by the SHA-256 of their exact text.
  const allowedHashes: string[] = (document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '').match(/'sha256-[^']+'/g) ?? [];
  const hashOf = async (text: string) => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
    return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
  };
  const shorten = (element: Element) => element.outerHTML.slice(0, 300);
  // Browsers drop whitespace and control characters inside a scheme and ignore its case.
  // eslint-disable-next-line no-control-regex -- control characters are what a browser skips in a URL's scheme
  const scheme = (value: string) => value.replace(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\ufeff]/g, '').toLowerCase();
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href', 'to', 'from', 'values', 'ping', 'cite']);
  for (const element of Array.from(document.querySelectorAll('*'))) {
    if (element.closest('.xss-sentinel')) continue;
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) findings.push({ what: `event handler attribute ${name}`, element: shorten(element) });
      else if (name === 'srcdoc') findings.push({ what: 'frame with srcdoc', element: shorten(element) });
      else if (urlAttributes.has(name) && /^(javascript:|vbscript:|data:text\/html|data:application\/xhtml|data:image\/svg)/.test(scheme(attribute.value))) {
        findings.push({ what: `${name} that runs code`, element: shorten(element) });
      }
    }
    const tag = element.tagName.toLowerCase();
    if (tag === 'script') {
      const type = (element.getAttribute('type') ?? '').toLowerCase();
      if (type === 'application/ld+json' || type === 'application/json') {
        try {
          JSON.parse(element.textContent ?? '');
        } catch {
          findings.push({ what: 'JSON in a script element that does not parse (a value closed the script)', element: shorten(element) });
        }
      } else if (!element.hasAttribute('src')) {
        if (!allowedHashes.includes(await hashOf(element.textContent ?? ''))) findings.push({ what: 'inline script', element: shorten(element) });
      } else if (new URL(element.getAttribute('src')!, location.href).origin !== location.origin && !/^https?:$/.test(new URL(element.getAttribute('src')!, location.href).protocol)) {
        findings.push({ what: 'script from a non-web address', element: shorten(element) });
      }
    }
    if (tag === 'base') findings.push({ what: 'base element', element: shorten(element) });
    if (tag === 'meta' && (element.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh') findings.push({ what: 'meta refresh', element: shorten(element) });
    if (tag === 'object' || tag === 'embed') findings.push({ what: `${tag} element`, element: shorten(element) });
  }
  const markers = new Set((document.documentElement.outerHTML + document.title).match(/\b[pP]\d\d\.[fF]\d+\b/g) ?? []);
  return { findings, markers: [...markers].map((marker) => marker.toLowerCase()) };
}

export async function auditPage(page: Page): Promise<Audit> {
  const audit: Audit = { findings: [], markers: [] };
  for (const frame of page.frames()) {
    // A frame may go away while it is read, or not have loaded (a lazy map below the fold): it
    // is not read then. Its src and srcdoc were checked in the page that holds it.
    const result =
      frame === page.mainFrame()
        ? await frame.evaluate(auditDocument)
        : await Promise.race([frame.evaluate(auditDocument).catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000))]);
    if (!result) continue;
    audit.findings.push(...result.findings.map((finding) => ({ ...finding, frame: frame.url() })));
    audit.markers.push(...result.markers);
  }
  return audit;
}
