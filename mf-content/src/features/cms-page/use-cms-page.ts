// The CMS page of a slug: undefined while it loads, null when there is none. A missing page
// (or a content service that cannot answer) is reported to the shell, which shows its
// system page with the status semantics of spec section 8. A page prepared before the first
// render (prepared-page.ts) is there from the first frame.
import { useEffect, useRef, useState } from 'react';
import { Events } from '@omad/contract';
import { isCmsError, type CmsPage } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';
import { takePreparedPage } from './prepared-page';

export const useCmsPage = (slug: string): CmsPage | null | undefined => {
  const { cms, bus, locale } = useRemoteProps();
  const [page, setPage] = useState<CmsPage | null | undefined>(() =>
    takePreparedPage(locale, slug),
  );
  /** The prepared page stands for the first read of its slug and locale only. */
  const prepared = useRef(page === undefined ? null : { slug, locale, page });

  useEffect(() => {
    const ready = prepared.current;
    prepared.current = null;
    if (ready && ready.slug === slug && ready.locale === locale) {
      if (!ready.page) bus.emit(Events.PageError, { status: 404 });
      return undefined;
    }
    let cancelled = false;
    setPage(undefined);
    cms
      .getPage(slug)
      .then((found) => {
        if (cancelled) return;
        setPage(found);
        if (!found) bus.emit(Events.PageError, { status: 404 });
      })
      .catch((error: unknown) => {
        console.error('[mf-content] page unavailable', error);
        if (cancelled) return;
        setPage(null);
        bus.emit(Events.PageError, { status: isCmsError(error) ? error.status : 500 });
      });
    return () => {
      cancelled = true;
    };
  }, [cms, bus, slug, locale]);

  return page;
};
