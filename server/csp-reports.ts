import type { IncomingMessage, ServerResponse } from 'node:http';
import { cspReportPath } from '../widgets/core/security-headers.ts';
import { isRecord } from '../widgets/core/shapes.ts';
import { parseJsonBody } from './json-body.ts';
import { sendJson } from './json-reply.ts';
import { isBodyTooLarge } from './request-body.ts';
import { requestUrl } from './request-url.ts';

/**
 * Where browsers report what the Content-Security-Policy blocked (`report-uri /csp-report`, sent
 * as application/csp-report; the Reporting API's application/reports+json is read too). Each
 * distinct violation is logged once: a page that breaks the policy on every view says so once,
 * not once per visitor. Answers 204; a report larger than any browser sends is refused with 413.
 */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

const maxReportBytes = 16 * 1024;
/** How many distinct violations are remembered (and so logged once each). */
const keptViolations = 1000;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
/** The page's path only: its query may hold what a visitor typed. */
const pathOf = (address: string) => {
  try {
    return new URL(address).pathname;
  } catch {
    return address.split(/[?#]/)[0] ?? '';
  }
};

function violation(directive: unknown, blocked: unknown, page: unknown): CspViolation[] {
  const named = text(directive);
  return named ? [{ directive: named, blocked: text(blocked), page: pathOf(text(page)) }] : [];
}

/** The violations a report body names, in either format; none for anything else. Pure. */
export function cspViolationsOf(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body.flatMap((report) =>
      isRecord(report) && report.type === 'csp-violation' && isRecord(report.body)
        ? violation(report.body.effectiveDirective, report.body.blockedURL, report.body.documentURL)
        : [],
    );
  }
  const report = isRecord(body) ? body['csp-report'] : undefined;
  if (!isRecord(report)) return [];
  return violation(report['effective-directive'] ?? report['violated-directive'], report['blocked-uri'], report['document-uri']);
}

export function createCspReportReceiver(log: (line: string) => void = (line) => console.warn(line)) {
  const seen = new Set<string>();
  return async (request: IncomingMessage, response: ServerResponse, body: (limit: number) => Promise<string>): Promise<boolean> => {
    if (requestUrl(request.url)?.pathname !== cspReportPath) return false;
    if (request.method !== 'POST') {
      sendJson(response, 405, { status: 'error', message: 'Use POST.' }, { allow: 'POST' });
      return true;
    }
    let raw: string;
    try {
      raw = await body(maxReportBytes);
    } catch (error) {
      if (!isBodyTooLarge(error)) throw error;
      sendJson(response, 413, { status: 'error', message: `A report is at most ${maxReportBytes} bytes.` }, { connection: 'close' });
      return true;
    }
    const parsed = parseJsonBody(raw);
    for (const found of parsed.ok ? cspViolationsOf(parsed.value) : []) {
      const key = `${found.directive} ${found.blocked} ${found.page}`;
      if (seen.has(key) || seen.size >= keptViolations) continue;
      seen.add(key);
      log(`[csp] ${found.page} blocked ${found.blocked || '(inline)'} by ${found.directive}`);
    }
    response.writeHead(204).end();
    return true;
  };
}
