// The fetches a test host hands the real platform and CMS clients: each records what the
// client sent and answers from the test's script, so the wire rules under test are real.
import { fakeFetch, jsonResponse } from '../api/fake-fetch';

/** One platform call as the test host received it. */
export type PlatformCall = Readonly<{
  /** The method name: the path after /api/, e.g. 'auth.login'. */
  method: string;
  /** The query and the form body merged, every value as a string. */
  fields: Readonly<Record<string, string>>;
  /** The query string as sent. */
  query: URLSearchParams;
  /** The multipart body of a POST, null otherwise. */
  form: FormData | null;
}>;

/** A scripted answer: the JSON body and the HTTP status (200 unless given). */
export type PlatformAnswer = Readonly<{ status?: number; body: unknown }>;

/** Answers one platform call. */
export type PlatformHandler = (call: PlatformCall) => PlatformAnswer | Promise<PlatformAnswer>;

const methodNotFound: PlatformHandler = ({ method }) => ({
  status: 404,
  body: { error: { type: 'MethodNotFoundException', message: method } },
});

/** A platform fetch answering by method name; `fallback` answers the rest (404 by default). */
export const scriptedPlatform = (
  handlers: Readonly<Record<string, PlatformHandler>>,
  fallback: PlatformHandler = methodNotFound,
) => {
  const calls: PlatformCall[] = [];
  const { fetch } = fakeFetch(async ({ apiMethod, query, form }) => {
    const fields: Record<string, string> = Object.fromEntries(query);
    for (const [key, value] of form?.entries() ?? []) fields[key] = String(value);
    const call: PlatformCall = { method: apiMethod, fields, query, form };
    calls.push(call);
    const answer = await (handlers[apiMethod] ?? fallback)(call);
    return jsonResponse(answer.body, answer.status ?? 200);
  });
  return { fetch, calls };
};

/**
 * A CMS fetch answering flattened content by type ('config'); a list is a collection's one page
 * of entries ('promotions'); other types answer 404.
 */
export const scriptedCms = (content: Readonly<Record<string, unknown>>) => {
  const requests: string[] = [];
  const { fetch } = fakeFetch(({ url }) => {
    const type = url.pathname.split('/').pop() ?? '';
    requests.push(type);
    const found = content[type];
    if (found === undefined) return jsonResponse({ error: { status: 404 } }, 404);
    if (!Array.isArray(found)) return jsonResponse({ data: found });
    const total = found.length;
    return jsonResponse({
      data: found,
      meta: { pagination: { page: 1, pageSize: Math.max(total, 1), pageCount: 1, total } },
    });
  });
  return { fetch, requests };
};
