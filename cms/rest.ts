/** A small client for Directus' REST API with the admin's token: JSON in, `data` out, errors with Directus' own words. */
export interface Rest {
  readonly url: string;
  get<T = unknown>(path: string, query?: Record<string, string | number>): Promise<T>;
  send<T = unknown>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T>;
  upload<T = unknown>(path: string, form: FormData): Promise<T>;
  /** A file's bytes as Directus serves them (/assets/{id}), with the token. */
  download(path: string): Promise<Response>;
}

class DirectusRequestError extends Error {
  override name = 'DirectusRequestError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function unwrap<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  const body = text ? (JSON.parse(text) as { data?: T; errors?: Array<{ message?: string; extensions?: { code?: string } }> }) : {};
  if (!response.ok) {
    const first = body.errors?.[0];
    throw new DirectusRequestError(response.status, first?.extensions?.code, `${what}: HTTP ${response.status} ${first?.message ?? text.slice(0, 200)}`);
  }
  return body.data as T;
}

export function directusRest(url: string, token: string): Rest {
  const auth = { Authorization: `Bearer ${token}` };
  return {
    url,
    async get(path, query = {}) {
      const target = new URL(path, url);
      for (const [name, value] of Object.entries(query)) target.searchParams.set(name, String(value));
      return unwrap(await fetch(target, { headers: auth }), `GET ${path}`);
    },
    async send(method, path, body) {
      const response = await fetch(new URL(path, url), {
        method,
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return unwrap(await response, `${method} ${path}`);
    },
    async upload(path, form) {
      return unwrap(await fetch(new URL(path, url), { method: 'POST', headers: auth, body: form }), `POST ${path}`);
    },
    download: (path) => fetch(new URL(path, url), { headers: auth }),
  };
}
