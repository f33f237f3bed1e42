// Strapi's error envelope: `{ data: null, error: { status, name, message, details } }`.
// Handlers throw CmsHttpError and one onError hook renders it, so every failure has the shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class CmsHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    override readonly name: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new CmsHttpError(400, 'ValidationError', message, details);

export const notFound = (message = 'Not Found') => new CmsHttpError(404, 'NotFoundError', message);

export const unauthorized = () =>
  new CmsHttpError(401, 'UnauthorizedError', 'Missing or invalid credentials');

export const methodNotAllowed = () =>
  new CmsHttpError(405, 'MethodNotAllowedError', 'Method Not Allowed');

export function renderError(c: Context, error: CmsHttpError) {
  return c.json(
    {
      data: null,
      error: {
        status: error.status,
        name: error.name,
        message: error.message,
        details: error.details,
      },
    },
    error.status,
  );
}

/** Anything not thrown on purpose is a bug: log it and answer like Strapi does. */
export function renderUnexpected(c: Context, error: unknown) {
  console.error('[cms] unexpected error', error);
  return renderError(c, new CmsHttpError(500, 'InternalServerError', 'Internal Server Error'));
}
