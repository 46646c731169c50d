import type { Result } from '../widgets/core/result.ts';

/**
 * Reads a posted JSON body. Nothing the shop takes nests deeper than a handful of levels (an
 * order's cart line with its personalization, a PayPal capture record), so a deeper body is
 * refused before it is parsed: a value nested thousands of levels deep parses fine but overflows
 * the stack later, when it is copied or written out, long after the sender was told "ok".
 */
export type JsonBody = Result<unknown, { problem: 'invalid' | 'too_deep' }>;

const maxJsonDepth = 32;

/** How deep objects and arrays nest in a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

export function parseJsonBody(text: string, maxDepth = maxJsonDepth): JsonBody {
  if (jsonNestingExceeds(text, maxDepth)) return { ok: false, problem: 'too_deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'invalid' };
  }
}

/**
 * Whether a Content-Type names JSON. A cross-site page can post text/plain (or a body with no
 * type at all) without a CORS preflight, so an endpoint that takes only JSON refuses the rest
 * unread: only a caller the CORS rules let through can send application/json.
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}
