// Test helpers for the simulated game provider: open a game frame as a browser would (with the
// client's cookies) and read its launch token, then play rounds as the sandboxed frame does
// (text/plain JSON, Origin "null", no cookie).
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Answer, TestClient } from './api-client';

export interface OpenedFrame {
  readonly status: number;
  readonly headers: Headers;
  readonly html: string;
  /** The launch token the page carries; undefined when it has none. */
  readonly token: string | undefined;
}

/** GET /api/_games/{sysname}/{mode} with the client's cookies (a guest's when it has none). */
export const openFrame = async (
  app: Hono,
  client: TestClient | null,
  sysname: string,
  mode: 'play' | 'demo',
  locale = 'uz',
): Promise<OpenedFrame> => {
  const cookie = client ? [...client.cookies].map(([name, value]) => `${name}=${value}`) : [];
  const response = await app.request(
    `/api/_games/${encodeURIComponent(sysname)}/${mode}?locale=${locale}`,
    { headers: cookie.length > 0 ? { cookie: cookie.join('; ') } : {} },
  );
  const html = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    html,
    // A slot carries it in an attribute, the sportsbook in its data block.
    token: /data-token="([^"]+)"/.exec(html)?.[1] ?? /"token":"([^"]+)"/.exec(html)?.[1],
  };
};

/** A fresh round id, as the frame makes one per spin. */
export const newRoundId = (): string => randomBytes(16).toString('hex');

export interface Spin {
  readonly token: string | undefined;
  readonly round_id: string;
  readonly bet: string;
}

/** POST /api/_games/round as the sandboxed frame sends it. */
export const spin = async (app: Hono, round: Spin): Promise<Answer> => {
  const response = await app.request('/api/_games/round', {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: 'null',
      'sec-fetch-site': 'cross-site',
    },
    body: JSON.stringify(round),
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = {};
  }
  return { status: response.status, headers: response.headers, body };
};
