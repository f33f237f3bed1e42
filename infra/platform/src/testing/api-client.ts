// Test helpers: a client that calls the platform in-process like a browser would (query
// `v`, form bodies, a cookie jar), and a schema check through the Standard Schema interface.
import type { Hono } from 'hono';

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body (null when the body was not JSON). */
  readonly body: {
    data?: unknown;
    error?: { type: string; message: string; data?: unknown; error_data?: unknown };
  };
}

export interface CallOptions {
  readonly http?: 'GET' | 'POST';
  readonly locale?: string;
  /** Query `v`; null leaves it out. */
  readonly version?: string | null;
  /** Request headers a browser would add (e.g. user-agent). */
  readonly headers?: Readonly<Record<string, string>>;
}

let clients = 0;

export class TestClient {
  readonly cookies = new Map<string, string>();
  /**
   * The address this client calls from (X-Forwarded-For, as the edge sets it): each client
   * is its own browser on its own address, so limits per address do not add up across tests.
   */
  readonly address: string;

  constructor(
    private readonly app: Hono,
    address?: string,
  ) {
    clients += 1;
    this.address = address ?? `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
  }

  /** Calls `/api/{method}`: GET with a query string, POST with a multipart body. */
  async call(
    method: string,
    params: Record<string, string> = {},
    options: CallOptions = {},
  ): Promise<Answer> {
    const http = options.http ?? 'POST';
    const query = new URLSearchParams();
    if (options.version !== null) query.set('v', options.version ?? '2.34');
    query.set('locale', options.locale ?? 'uz');
    let body: FormData | undefined;
    if (http === 'GET') Object.entries(params).forEach(([key, value]) => query.set(key, value));
    else {
      body = new FormData();
      Object.entries(params).forEach(([key, value]) => body?.append(key, value));
    }
    return this.request(`/api/${method}?${query}`, {
      method: http,
      body,
      headers: options.headers,
    });
  }

  async request(path: string, init: RequestInit = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.address);
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await this.app.request(path, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: Answer['body'] = {};
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = {};
    }
    return { status: response.status, headers: response.headers, body };
  }
}

interface StandardSchemaLike {
  readonly '~standard': {
    validate(value: unknown):
      | {
          readonly issues?: readonly {
            readonly message: string;
            readonly path?: readonly unknown[];
          }[];
        }
      | Promise<unknown>;
  };
}

/** The schema's complaints about `value` as readable strings; [] when it conforms. */
export const issuesOf = (schema: StandardSchemaLike, value: unknown): string[] => {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return ['asynchronous schema'];
  return (result.issues ?? []).map((issue) => {
    const path = (issue.path ?? []).map((key) =>
      typeof key === 'object' && key && 'key' in key ? String(key.key) : String(key),
    );
    return `${path.join('.')}: ${issue.message}`;
  });
};

interface TypedSchemaLike<Output> {
  readonly '~standard': {
    validate(
      value: unknown,
    ): { readonly value?: Output; readonly issues?: readonly unknown[] } | Promise<unknown>;
  };
}

/** The schema's output for `value` (defaults applied); throws when it does not conform. */
export const parseWith = <Output>(schema: TypedSchemaLike<Output>, value: unknown): Output => {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise || result.issues || !('value' in result)) {
    throw new Error(`does not conform: ${JSON.stringify(value)}`);
  }
  return result.value as Output;
};

/** PGlite's first start in a worker compiles WebAssembly; on a busy machine that takes a while. */
export const START_TIMEOUT_MS = 60_000;
