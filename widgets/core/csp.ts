/**
 * The Content-Security-Policy every page runs under: scripts, styles and data only from the
 * site itself, no inline script, no plugins. `connect` lists the extra origins the widgets
 * talk to (order service, live content API). WebAssembly may be compiled ('wasm-unsafe-eval',
 * which allows no JavaScript eval): the site search runs Pagefind's, loaded from the site itself.
 */
export interface CspOrigins {
  /** Third-party scripts loaded after consent (the maps service). */
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
  /** Hosts a form may post to besides the site (form endpoints configured on another host). */
  form?: readonly string[];
}

export function contentSecurityPolicy({ script = [], connect = [], frame = [], img = [], form = [] }: CspOrigins = {}): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...script]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['frame-src', ["'self'", ...frame]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...form]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
