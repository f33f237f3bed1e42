// The error every content-service read rejects with. A Strapi error body keeps its status,
// name and message; a failure without a usable body is status 500 'UnknownError' (spec §8).
import * as v from 'valibot';

export const CmsErrorName = {
  /** No server body to explain the failure (network error, empty or non-Strapi body). */
  Unknown: 'UnknownError',
  /** The server answered, but the content does not have the shape the UI relies on. */
  InvalidResponse: 'InvalidResponseError',
  /** Strapi's names for the failures the UI may branch on. */
  NotFound: 'NotFoundError',
  Validation: 'ValidationError',
  Unauthorized: 'UnauthorizedError',
  Forbidden: 'ForbiddenError',
} as const;

/** Strapi's error envelope: `{ data: null, error: { status, name, message, details } }`. */
const StrapiErrorBodySchema = v.object({
  error: v.object({
    status: v.number(),
    name: v.string(),
    message: v.string(),
    details: v.optional(v.unknown()),
  }),
});

export class CmsError extends Error {
  /** Strapi's error name, e.g. 'NotFoundError', or one of CmsErrorName. */
  override readonly name: string;
  /** The error status; 500 when the server gave no body. */
  readonly status: number;
  /** Strapi's error details, e.g. the invalid key of a filter. */
  readonly details: unknown;

  constructor(
    init: Readonly<{
      status: number;
      name: string;
      message: string;
      details?: unknown;
      cause?: unknown;
    }>,
  ) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.name = init.name;
    this.details = init.details ?? {};
  }
}

export const isCmsError = (value: unknown): value is CmsError => value instanceof CmsError;

/** The CmsError for a failed response, from its body text (maybe empty). */
export function cmsErrorFromResponse(httpStatus: number, bodyText: string, url: string): CmsError {
  let body: unknown = undefined;
  try {
    body = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    // Not JSON (an HTML error page from a proxy, say): treated as no body.
  }
  const parsed = v.safeParse(StrapiErrorBodySchema, body);
  if (parsed.success) return new CmsError(parsed.output.error);
  return new CmsError({
    status: 500,
    name: CmsErrorName.Unknown,
    message: `Content service request failed (HTTP ${httpStatus}): ${url}`,
  });
}

/** Parses flattened content with a schema; a mismatch is a CmsError naming the bad field. */
export function parseContent<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  const path = (issue && v.getDotPath(issue)) ?? '(root)';
  return failInvalid(`Unexpected ${what} content at ${path}: ${issue?.message ?? 'invalid'}`);
}

function failInvalid(message: string): never {
  throw new CmsError({ status: 500, name: CmsErrorName.InvalidResponse, message });
}
