// The header's games-search button and the owner of the games-search dialog: the button
// opens it, and so does a `games:search` request on the bus from anywhere (the lobby, the
// phone's bottom menu). The dialog is its own chunk, fetched when the page is idle or the
// button is pointed at, so it is there by the time it is asked for.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Events, type OmadEvents } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';
import { Dialog, IconButton, Skeleton } from '@omad/ui';
import './games-search.css';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));
const warm = () => void loadDialog().catch(() => undefined);

type Request = Readonly<{
  id: number;
  query?: string;
  /** What had focus when the dialog was asked for; it gets focus back on close. */
  opener: HTMLElement | null;
}>;

export const GamesSearch = () => {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [request, setRequest] = useState<Request | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onRequest = ({ query }: OmadEvents['games:search']) => {
      const focused = document.activeElement;
      setRequest((current) =>
        // Asked again while open: only a new text to search for changes anything.
        current && query === undefined
          ? current
          : {
              id: (current?.id ?? 0) + 1,
              query,
              opener: current?.opener ?? (focused instanceof HTMLElement ? focused : null),
            },
      );
    };
    bus.on(Events.GamesSearch, onRequest);
    return () => bus.off(Events.GamesSearch, onRequest);
  }, [bus]);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(warm);
    return () => cancel(handle);
  }, []);

  const close = useCallback(() => {
    setRequest((current) => {
      returnFocusTo.current = current?.opener ?? null;
      return null;
    });
  }, []);

  useEffect(() => {
    // After the dialog is gone (Safari does not focus a pressed button, so the kit's Dialog
    // may have had nothing to return to).
    if (request !== null || !returnFocusTo.current) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target.isConnected) target.focus();
  }, [request]);

  return (
    <>
      <IconButton
        ref={buttonRef}
        icon="search"
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        aria-expanded={request !== null}
        className="omad-gh-search-button"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setRequest({ id: 1, opener: buttonRef.current })}
      />
      {request ? (
        <Suspense
          fallback={
            <Dialog
              open
              variant="popup"
              title={t('search.title')}
              closeLabel={t('search.close')}
              className="omad-gh-search"
              onClose={close}
            >
              <Skeleton variant="block" height={44} />
            </Dialog>
          }
        >
          <SearchDialog key={request.id} initialQuery={request.query} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
};
