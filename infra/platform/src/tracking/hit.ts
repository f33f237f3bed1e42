// GET /hit: the tracking pixel of spec section 7. Records the visit (referer, track_id,
// seon_session) and answers a 1x1 transparent GIF that is never cached.
import { Hono } from 'hono';
import type { Services } from '../config';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const clip = (value: string | undefined, max: number): string | null =>
  value ? value.slice(0, max) : null;

export const hitRoutes = ({ db, now }: Services): Hono => {
  const hits = new Hono();
  hits.get('/', async (c) => {
    const trackId = clip(c.req.query('track_id'), 128);
    if (trackId) {
      await db.query(
        'insert into tracking_hits (track_id, referer, seon_session, at) values ($1, $2, $3, $4)',
        [
          trackId,
          clip(c.req.query('referer'), 2048),
          clip(c.req.query('seon_session'), 256),
          now(),
        ],
      );
    }
    return c.body(PIXEL, 200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
  });
  return hits;
};

/** The newest hits of one track id (for the dev routes and tests). */
export const hitsOf = (db: Services['db'], trackId: string) =>
  db.query<{ track_id: string; referer: string | null; seon_session: string | null }>(
    'select track_id, referer, seon_session from tracking_hits where track_id = $1 order by id desc',
    [trackId],
  );
