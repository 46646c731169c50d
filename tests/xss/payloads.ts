/**
 * The XSS corpus: strings an editor (or whoever got hold of an editor's account) could type into
 * any field of the content service, each trying another way to make the visitor's browser run
 * code. tests/xss/hostile-content.ts writes them into every text field the site reads, and
 * tests/e2e/xss-corpus.spec.ts opens the built pages and fails when one of them runs.
 *
 * Every payload calls a detector that says which payload ran in which field: `make(marker)` puts
 * the marker (`p07.f123`: payload p07 in field slot f123) into the code it would run. The
 * detectors, all watched by the test: the page function `xssProbe(marker)`, a dialog
 * (`alert(marker)`), and a request to `/xss-probe/<marker>` (for code that can only make a request,
 * such as a frame of another origin). Markers hold only [a-z0-9.], so they mean the same in HTML,
 * JavaScript, a URL and JSON. `xssProbe` has no underscore, which Markdown would read as emphasis.
 */
export interface XssPayload {
  id: string;
  /** What it tries, for the failure message and the reader. */
  tries: string;
  make(marker: string): string;
}

const probe = (marker: string) => `xssProbe('${marker}')`;

export const xssPayloads: readonly XssPayload[] = [
  // Script elements
  { id: 'p01', tries: 'a plain script element', make: (m) => `<script>${probe(m)}</script>` },
  { id: 'p02', tries: 'a script element in mixed case, calling alert', make: (m) => `<ScRiPt>alert('${m}')</sCrIpT>` },
  { id: 'p03', tries: 'a script loaded from a data: URL', make: (m) => `<script src="data:text/javascript,${probe(m)}"></script>` },
  // Event handlers
  { id: 'p04', tries: 'an image whose failing load runs onerror', make: (m) => `<img src=x onerror="${probe(m)}">` },
  { id: 'p05', tries: 'an open details element firing ontoggle', make: (m) => `<details open ontoggle="${probe(m)}"><summary>x</summary></details>` },
  { id: 'p06', tries: 'an autofocused input firing onfocus', make: (m) => `<input autofocus onfocus="${probe(m)}">` },
  { id: 'p07', tries: 'a handler written as HTML entities (&#x78; is x)', make: (m) => `<img src=x onerror="&#x78;ssProbe('${m}')">` },
  { id: 'p08', tries: 'a handler calling fetch, for the request detector', make: (m) => `<video><source onerror="fetch('/xss-probe/${m}')"></video>` },
  // javascript: and data: URLs
  { id: 'p09', tries: 'a link to javascript:', make: (m) => `<a href="javascript:${probe(m)}">Mehr erfahren</a>` },
  { id: 'p10', tries: 'a link to javascript: in mixed case, entity-encoded, with a tab in the scheme', make: (m) => `<a href="JaVa&#x09;Sc&#114;ipt:alert('${m}')">Details</a>` },
  { id: 'p11', tries: 'a bare javascript: URL, for fields that become an href or src', make: (m) => `javascript:${probe(m)}//` },
  { id: 'p12', tries: 'a link to an HTML document in a data: URL', make: (m) => `<a href="data:text/html,<script>fetch('http://127.0.0.1/xss-probe/${m}')</script>">Bild</a>` },
  { id: 'p13', tries: 'a form and a button posting to javascript:', make: (m) => `<form action="javascript:${probe(m)}"><button formaction="javascript:${probe(m)}">Senden</button></form>` },
  { id: 'p14', tries: 'a frame loading javascript:', make: (m) => `<iframe src="javascript:${probe(m)}"></iframe>` },
  // Breaking out of where the value is written: an inline script (JSON-LD), an attribute, widget props
  { id: 'p15', tries: 'closing a script element (JSON-LD, inline JSON) and opening a new one', make: (m) => `</script><script>${probe(m)}</script>` },
  { id: 'p16', tries: 'closing a double-quoted attribute and the tag', make: (m) => `"><img src=x onerror="${probe(m)}">` },
  { id: 'p17', tries: 'closing a single-quoted attribute and the tag', make: (m) => `'><img src=x onerror='${probe(m).replace(/'/g, '"')}'>` },
  { id: 'p18', tries: 'adding an attribute to the tag the value is written into', make: (m) => `" autofocus onfocus="${probe(m)}" x="` },
  { id: 'p19', tries: 'ending widget props (JSON in data-props) and the element', make: (m) => `"}]}'}</div></span><img src=x onerror="${probe(m)}">` },
  { id: 'p20', tries: 'closing a textarea or title, where the browser reads raw text', make: (m) => `</textarea></title><img src=x onerror="${probe(m)}">` },
  // SVG and MathML
  { id: 'p21', tries: 'an SVG element with onload', make: (m) => `<svg onload="${probe(m)}"></svg>` },
  { id: 'p22', tries: 'a script inside SVG', make: (m) => `<svg><script>${probe(m)}</script></svg>` },
  { id: 'p23', tries: 'an SVG link to javascript: (xlink:href), and an animation setting it', make: (m) => `<svg><a xlink:href="javascript:${probe(m)}"><animate attributeName="href" to="javascript:${probe(m)}"/><text y="20">x</text></a></svg>` },
  { id: 'p24', tries: 'mutation XSS: markup that parses differently after sanitizing (MathML style)', make: (m) => `<math><mtext><table><mglyph><style><img src=x onerror="${probe(m)}"></style></mglyph></table></mtext></math>` },
  // srcdoc
  { id: 'p25', tries: 'a frame whose srcdoc holds a script', make: (m) => `<iframe srcdoc="<script>${probe(m)}</script>"></iframe>` },
  { id: 'p26', tries: 'a frame whose srcdoc holds an entity-encoded handler', make: (m) => `<iframe srcdoc="&lt;img src=x onerror=${probe(m)}&gt;"></iframe>` },
  // Unicode and encoding tricks
  { id: 'p27', tries: 'U+2028/U+2029 line separators before a script breakout (end a JavaScript string in old parsers)', make: (m) => `\u2028\u2029</script><script>${probe(m)}</script>` },
  { id: 'p28', tries: 'fullwidth angle brackets, which Unicode normalization (NFKC) turns into < and >', make: (m) => `＜img src=x onerror="${probe(m)}"＞` },
  { id: 'p29', tries: 'markup escaped once, for code that unescapes before writing HTML', make: (m) => `&lt;img src=x onerror="${probe(m)}"&gt;` },
  { id: 'p30', tries: 'markup percent-encoded, for code that URL-decodes into HTML', make: (m) => `%3Cimg%20src%3Dx%20onerror%3D%22${encodeURIComponent(probe(m))}%22%3E` },
  { id: 'p31', tries: 'a NUL and zero-width characters inside javascript:', make: (m) => `<a href="java\u0000scr\u200Bipt:${probe(m)}">Link</a><a href=" \u000Bjavascript:${probe(m)}">Link</a>` },
  // Markdown and templates
  { id: 'p32', tries: 'Markdown links and images to javascript:, and an image title breaking out', make: (m) => `[Mehr](javascript:${probe(m)}) ![Bild](x "a\\" onerror=\\"${probe(m)}")` },
  { id: 'p33', tries: 'template expressions, for code that evaluates {{ }} or ${ }', make: (m) => `{{constructor.constructor("${probe(m)}")()}} \${${probe(m)}}` },
  { id: 'p34', tries: 'a meta refresh and a base element pointing to javascript:', make: (m) => `<meta http-equiv="refresh" content="0;url=javascript:${probe(m)}"><base href="javascript:${probe(m)}//">` },
  { id: 'p35', tries: 'mutation XSS: an attribute value that closes noscript', make: (m) => `<noscript><p title="</noscript><img src=x onerror=${probe(m)}>"></p></noscript>` },
];

/** Marker of one payload in one field slot. */
export const markerOf = (payloadId: string, slotId: string) => `${payloadId}.${slotId}`;

