// banners.get: the storefront's banners in the request's locale, running ones only,
// ordered by description.position.
import type { Locale } from '../config';
import type { Banner } from '@omad/contract/api';
import { optionalCount } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { bannerImageUrl } from '../media/routes';
import type { BannerText } from '../seed/banners';

interface BannerRow {
  readonly id: number;
  readonly position: number;
  readonly finished_at: number | null;
  readonly content: Readonly<Record<Locale, BannerText>>;
}

const toBanner = (row: BannerRow, locale: Locale): Banner => {
  const text = row.content[locale];
  return {
    id: Number(row.id),
    finished_at: row.finished_at === null ? null : new Date(Number(row.finished_at)).toISOString(),
    description: {
      position: row.position,
      title: text.title,
      subtitle: text.subtitle,
      button: text.button,
      link: text.link,
      image: bannerImageUrl(Number(row.id)),
      image_mobile: bannerImageUrl(Number(row.id)),
    },
  };
};

// `fields` (id, finished_at, description by default) is accepted and not narrowed: every
// banner the platform lists carries all three.
const getBanners = async ({ params, services, locale }: CallContext) => {
  const offset = optionalCount(params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0;
  const count = optionalCount(params, 'count', 100) ?? 10;
  const running = 'from banners where finished_at is null or finished_at > $1';
  const [total] = await services.db.query<{ count: number }>(
    `select count(*)::int as count ${running}`,
    [services.now()],
  );
  const rows = await services.db.query<BannerRow>(
    `select id, position, finished_at, content ${running} order by position, id limit $2 offset $3`,
    [services.now(), count, offset],
  );
  return { items: rows.map((row) => toBanner(row, locale)), count: Number(total?.count ?? 0) };
};

export const bannersMethods = {
  'banners.get': getBanners,
} satisfies MethodHandlers;
