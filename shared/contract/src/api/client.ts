// The low-level platform caller: builds `/api/{method}` requests by the rules of spec
// section 7 and turns every answer into parsed data or a PlatformError.
import wretch from 'wretch';
import * as v from 'valibot';
import { ErrorType, PlatformError, isErrorType, isPlatformError } from './errors';
import type { FirstReads } from './first-reads';
import { buildFormData, toQuery } from './wire';
import type { FormFields, QueryParams } from './wire';

/** The platform API version sent as `v` on every call (spec section 9). */
export const API_VERSION = '2.34';

/** How the client reaches the platform and reports failures. */
export interface ApiClientOptions {
  /** Origin (and path prefix) the `/api` path is appended to; '' means same origin. */
  readonly baseUrl?: string;
  /** The current UI locale, sent as `locale` on every call. */
  readonly getLocale: () => string;
  /** True when the page runs inside a frame; then `non_strict_mode=1` is sent. */
  readonly isInFrame?: () => boolean;
  /** The fetch to use (tests pass a fake); the global fetch by default. */
  readonly fetch?: typeof fetch;
  /** Called once for every failed call, before its promise rejects (fatal error pages). */
  readonly onError?: (error: PlatformError) => void;
  /** Answers the edge inlined into the page: a GET found there is answered without a request. */
  readonly firstReads?: FirstReads;
}

/** What one call sends and how its answer is read. */
export interface CallOptions {
  /** Query parameters; null and undefined ones are dropped. */
  readonly params?: QueryParams;
  /** Form-data fields; giving a body makes the call a POST. */
  readonly body?: FormFields;
  /** Send a POST even without a body. */
  readonly post?: boolean;
  /** Schema the `data` of the answer must satisfy; without one the data is `unknown`. */
  readonly schema?: v.GenericSchema;
}

/** Calls a platform method; `M` narrows the method names a caller may use. */
export interface Caller<M extends string = string> {
  <S extends v.GenericSchema>(
    method: M,
    options: CallOptions & { readonly schema: S },
  ): Promise<v.InferOutput<S>>;
  (method: M, options?: CallOptions): Promise<unknown>;
}

/** True when the page is framed; reading `top` across origins may throw, which means framed. */
export const detectFrame = (): boolean => {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    return true;
  }
};

const ErrorEnvelopeSchema = v.object({
  error: v.object({
    type: v.unknown(),
    message: v.fallback(v.string(), ''),
    // The platform writes an empty map as [], so anything that is not a map reads as empty.
    data: v.fallback(v.record(v.string(), v.unknown()), {}),
    error_data: v.fallback(v.record(v.string(), v.array(v.string())), {}),
  }),
});

const SuccessEnvelopeSchema = v.object({ data: v.unknown() });

/** An answer as wretch read it: its status and its JSON body (null when it had none). */
interface Reply {
  readonly ok: boolean;
  readonly status: number;
  readonly json: { readonly value: unknown } | null;
}

const unknownError = (method: string, status: number, message: string): PlatformError =>
  new PlatformError({
    type: ErrorType.UnknownError,
    message: `${method}: ${message}`,
    status,
    method,
  });

/** The data of a reply, parsed with `schema`; throws a PlatformError for anything else. */
const readReply = (method: string, reply: Reply, schema?: v.GenericSchema): unknown => {
  const { json } = reply;
  if (!json)
    throw unknownError(method, reply.status, `response is not JSON (HTTP ${reply.status})`);

  const failure = v.safeParse(ErrorEnvelopeSchema, json.value);
  if (failure.success) {
    const { type, message, data, error_data } = failure.output.error;
    throw new PlatformError({
      type: isErrorType(type) ? type : ErrorType.UnknownError,
      message,
      status: reply.status,
      method,
      data,
      errorData: error_data,
    });
  }
  if (!reply.ok) throw unknownError(method, reply.status, `HTTP ${reply.status} without an error`);

  const success = v.safeParse(SuccessEnvelopeSchema, json.value);
  if (!success.success) throw unknownError(method, reply.status, 'response has no data');
  if (!schema) return success.output.data;

  const parsed = v.safeParse(schema, success.output.data);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  const path = ['data', v.getDotPath(issue)].filter(Boolean).join('.');
  throw unknownError(method, reply.status, `unexpected response at ${path}: ${issue.message}`);
};

/** The `call` function every typed API method goes through. */
export const createCaller = (options: ApiClientOptions): Caller => {
  const { baseUrl = '', getLocale, isInFrame = detectFrame, onError, firstReads } = options;
  // A trailing slash on the base would double the one /api starts with.
  const origin = baseUrl.replace(/\/+$/, '');
  // errorType 'json': wretch reads a failure's body as JSON when it is JSON (WretchError.json).
  const base = wretch(origin, { credentials: 'include' })
    .errorType('json')
    .accept('application/json');
  const client = options.fetch ? base.polyfills({ fetch: options.fetch }) : base;

  const send = async (method: string, callOptions: CallOptions): Promise<Reply> => {
    const query = new URLSearchParams(
      toQuery({
        ...callOptions.params,
        v: API_VERSION,
        locale: getLocale(),
        non_strict_mode: isInFrame() ? 1 : undefined,
      }),
    ).toString();
    // The path and query as sent, which is how the edge recorded its reads.
    const path = `/api/${method}?${query}`;
    const isPost = callOptions.post === true || callOptions.body !== undefined;
    const inlined = isPost ? undefined : firstReads?.take(path);
    if (inlined !== undefined) return { ok: true, status: 200, json: { value: inlined } };
    const request = client.url(path);
    const sent = isPost
      ? request.body(buildFormData(callOptions.body ?? {})).post()
      : request.get();
    try {
      // A 2xx answer that is not JSON fails to parse: read below as "not JSON".
      const value: unknown = await sent.json();
      return { ok: true, status: 200, json: { value } };
    } catch (error) {
      if (error instanceof wretch.WretchError) {
        const { status, json } = error;
        return { ok: false, status, json: json === undefined ? null : { value: json } };
      }
      if (error instanceof SyntaxError) return { ok: true, status: 200, json: null };
      throw error;
    }
  };

  function call<S extends v.GenericSchema>(
    method: string,
    callOptions: CallOptions & { readonly schema: S },
  ): Promise<v.InferOutput<S>>;
  function call(method: string, callOptions?: CallOptions): Promise<unknown>;
  async function call(method: string, callOptions: CallOptions = {}): Promise<unknown> {
    try {
      return readReply(method, await send(method, callOptions), callOptions.schema);
    } catch (error) {
      const failure = isPlatformError(error)
        ? error
        : unknownError(
            method,
            0,
            `request failed: ${error instanceof Error ? error.message : String(error)}`,
          );
      onError?.(failure);
      throw failure;
    }
  }
  return call;
};
