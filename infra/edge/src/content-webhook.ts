// POST /_edge/content-changed: the content service's webhook. Strapi 5 calls it (Settings →
// Webhooks, with the header `Authorization: Bearer <CMS_WEBHOOK_TOKEN>`) when an entry is
// created, updated, published, unpublished or deleted, or a media file changes; the edge
// then marks every content answer it keeps stale (content-cache.ts), so the change shows on
// the next page load. Drafts never show: the edge's reads ask for published content only.
//
// Who may call: whoever holds the token, compared in constant time. Without a token set
// (CMS_WEBHOOK_TOKEN) the route does not exist: content then follows within a minute. Refused:
// no or a wrong token (401), a body over 64 KB (413), a body that is not a webhook's (400).
// An event that is not about content (the admin's "trigger" test) is answered and changes
// nothing. A retry or a parallel call marks the content stale once more, which is harmless.
import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { ContentCache } from './content-cache';
import type { EdgeEnv } from './request';

export const CONTENT_WEBHOOK_PATH = '/_edge/content-changed';

const MAX_BODY_BYTES = 64 * 1024;

/** Strapi 5's webhook payload, as far as the edge reads it. */
const PayloadSchema = v.object({
  event: v.pipe(v.string(), v.maxLength(64)),
  model: v.optional(v.pipe(v.string(), v.maxLength(128))),
});

/** The events after which published content may read differently. */
const CONTENT_EVENT =
  /^(entry\.(create|update|delete|publish|unpublish)|media\.(create|update|delete))$/;

/** The most characters of a model's name logged; Strapi's uids are far shorter. */
const MAX_LOGGED_MODEL = 64;

/**
 * The model's name as logged: only what a uid is made of (`api::page.page`), so a caller
 * cannot forge a line of its own with a newline or control characters.
 */
const loggedModel = (model: string): string =>
  model.replace(/[^\w.:-]/g, '').slice(0, MAX_LOGGED_MODEL) || 'unknown';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Adds the webhook's route to `app` when a token is set; without one, nothing. */
export const installContentWebhook = (
  app: Hono<EdgeEnv>,
  token: string | undefined,
  cache: ContentCache,
  log: (line: string) => void,
): void => {
  if (!token) return;
  app.post(
    CONTENT_WEBHOOK_PATH,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'the body is too large' }, 413),
    }),
    async (c) => {
      const header = c.req.header('authorization') ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, token)) return c.json({ error: 'unauthorized' }, 401);
      let payload: v.InferOutput<typeof PayloadSchema>;
      try {
        payload = v.parse(PayloadSchema, JSON.parse(await c.req.text()));
      } catch {
        return c.json({ error: 'not a webhook payload: { event, model }' }, 400);
      }
      const { event, model = '' } = payload;
      if (!CONTENT_EVENT.test(event)) return c.body(null, 204);
      cache.changed();
      // `event` is one of CONTENT_EVENT's, whole; the model is the caller's own words.
      log(`content: ${event} of ${loggedModel(model)}: kept content is stale`);
      return c.body(null, 204);
    },
  );
};
