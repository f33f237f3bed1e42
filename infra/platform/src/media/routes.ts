// GET /api/_media/game/{sysname}.webp, /api/_media/cover/{sysname}.webp (a game's description
// image, for the games that have one; both also as .svg), /api/_media/provider/{sysname}.svg,
// /api/_media/payment/{sysname}.svg (a payment method's logo),
// /api/_media/banner/{id}.svg, /api/_media/popup/{sysname}.svg and
// /api/_media/tournament/{sysname}.svg, /api/_media/character/{sysname}.svg (a loyalty
// character's portrait) and /api/_media/loyalty-product/{sysname}.svg: generated artwork,
// cacheable for a day and served with a CSP that forbids anything active inside the SVG.
// Game art, drawn by the dozen while a lobby scrolls, is a raster (raster.ts says why).
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Services } from '../config';
import { ErrorType } from '@omad/contract/api';
import { ApiError } from '../http/errors';
import { errorJson } from '../http/rpc';
import { characterBySysname } from '../domain/loyalty-characters';
import { paymentMethod } from '../seed/payment-methods';
import { characterSvg } from './character-art';
import { productSvg } from './product-art';
import type { ProductArt } from './product-art';
import { offerArt } from './offer-art';
import { webpOf } from './raster';
import { bannerSvg, gameSvg, providerLogoSvg } from './svg';

export const gameImageUrl = (sysname: string): string =>
  `/api/_media/game/${encodeURIComponent(sysname)}.webp`;
export const gameCoverUrl = (sysname: string): string =>
  `/api/_media/cover/${encodeURIComponent(sysname)}.webp`;
export const providerLogoUrl = (sysname: string): string =>
  `/api/_media/provider/${encodeURIComponent(sysname)}.svg`;
export const paymentLogoUrl = (sysname: string): string =>
  `/api/_media/payment/${encodeURIComponent(sysname)}.svg`;
export const bannerImageUrl = (id: number): string => `/api/_media/banner/${id}.svg`;
export const popupImageUrl = (sysname: string): string =>
  `/api/_media/popup/${encodeURIComponent(sysname)}.svg`;
export const tournamentImageUrl = (sysname: string): string =>
  `/api/_media/tournament/${encodeURIComponent(sysname)}.svg`;

const notFound = (c: Context) =>
  errorJson(c, new ApiError(ErrorType.MethodNotFound, 'Media not found'));

const MEDIA_HEADERS = {
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

const svg = (c: Context, body: string): Response =>
  c.body(body, 200, { ...MEDIA_HEADERS, 'content-type': 'image/svg+xml; charset=utf-8' });

const webp = (c: Context, body: Buffer): Response =>
  c.body(new Uint8Array(body), 200, { ...MEDIA_HEADERS, 'content-type': 'image/webp' });

/** A game art file's sysname and format. */
const GAME_FILE = /^(.+)\.(svg|webp)$/;

export const mediaRoutes = ({ db }: Services): Hono => {
  const media = new Hono();
  const sysnameOf = (c: Context): string | null => {
    const file = c.req.param('file') ?? '';
    return file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : null;
  };
  const gameArt = (covers: boolean) => async (c: Context) => {
    const [, sysname, format] = GAME_FILE.exec(c.req.param('file') ?? '') ?? [];
    if (sysname === undefined) return notFound(c);
    const [game] = await db.query<{ name: string; provider: string; type: string }>(
      `select g.name, p.name as provider, g.type from games g
       join providers p on p.sysname = g.provider
       where g.sysname = $1 and ($2 = false or g.description ? 'img_288_192')`,
      [sysname, covers],
    );
    if (!game) return notFound(c);
    const art = gameSvg(game, { featured: covers });
    return format === 'svg' ? svg(c, art) : webp(c, await webpOf(art));
  };
  media.get('/game/:file', gameArt(false));
  media.get('/cover/:file', gameArt(true));
  media.get('/provider/:file', async (c) => {
    const [provider] = await db.query<{ name: string }>(
      'select name from providers where sysname = $1',
      [sysnameOf(c)],
    );
    return provider ? svg(c, providerLogoSvg(provider.name)) : notFound(c);
  });
  // A payment method's logo: its name on the providers' badge (seed/payment-methods.ts).
  media.get('/payment/:file', (c) => {
    const method = paymentMethod(sysnameOf(c) ?? '');
    return method ? svg(c, providerLogoSvg(method.name)) : notFound(c);
  });
  media.get('/banner/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    if (!match) return notFound(c);
    const [banner] = await db.query('select 1 from banners where id = $1', [Number(match[1])]);
    return banner ? svg(c, bannerSvg(Number(match[1]))) : notFound(c);
  });
  media.get('/popup/:file', async (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.svg')) return notFound(c);
    const sysname = file.slice(0, -'.svg'.length);
    const [popup] = await db.query('select 1 from popups where sysname = $1 and has_image', [
      sysname,
    ]);
    return popup ? svg(c, bannerSvg(`popup:${sysname}`)) : notFound(c);
  });
  media.get('/tournament/:file', async (c) => {
    const sysname = sysnameOf(c);
    const [tournament] = await db.query('select 1 from tournaments where sysname = $1', [sysname]);
    return tournament ? svg(c, bannerSvg(`tournament:${sysname}`)) : notFound(c);
  });
  media.get('/character/:file', (c) => {
    const character = characterBySysname(sysnameOf(c) ?? '');
    const portrait = character && characterSvg(character.sysname, character.names.uz);
    return portrait ? svg(c, portrait) : notFound(c);
  });
  media.get('/loyalty-product/:file', async (c) => {
    const [product] = await db.query<ProductArt>(
      'select sysname, kind, freespins_count from loyalty_products where sysname = $1',
      [sysnameOf(c)],
    );
    return product ? svg(c, productSvg(product)) : notFound(c);
  });
  media.get('/offer/:file', (c) => {
    const art = offerArt(c.req.param('file'));
    return art ? svg(c, art) : notFound(c);
  });
  return media;
};
