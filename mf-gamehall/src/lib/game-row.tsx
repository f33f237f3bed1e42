// A titled horizontal row of game tiles (the lobby's favourites and recently played, the
// home page's rows): its height is fixed whatever it holds (skeletons, games, a short
// message or an error with a retry), so nothing below it moves when it fills in.
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '@omad/contract/api';
import { Icon, IconButton, LoadFailed } from '@omad/ui';
import { GameTile, GameTileSkeleton } from './game-tile';
import { TilesProvider } from './tiles-context';
import './game-row.css';

type Props = Readonly<{
  title: string;
  /** A locale-free path with everything of the row, e.g. '/gamehall?category=new'. */
  seeAll?: string;
  /** The row's games; undefined while they are read. */
  games: readonly Game[] | undefined;
  /** The read failed: with no games to show, the row says so, with the kit's retry. */
  failed: boolean;
  onRetry: () => void;
  /** Shown when the row has no games. */
  empty?: ReactNode;
  /** A data-testid for the section. */
  testId?: string;
}>;

const SKELETON_TILES = 8;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Whether the track can scroll back or on, kept up as it scrolls or resizes. Measured when a
 * ResizeObserver reports (after the browser's own layout), never in the effect itself: reading
 * the track's sizes there would force a layout of the page for every row while it loads.
 */
const useScrollEnds = (track: HTMLElement | null, content: unknown) => {
  const [ends, setEnds] = useState({ back: false, on: false });
  const update = useCallback(() => {
    if (!track) return;
    const back = track.scrollLeft > 1;
    const on = track.scrollLeft + track.clientWidth < track.scrollWidth - 1;
    setEnds((previous) => (previous.back === back && previous.on === on ? previous : { back, on }));
  }, [track]);
  useEffect(() => {
    if (!track) return undefined;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (observer) {
      // The track's own size and its list's (which grows as games arrive) move the ends.
      observer.observe(track);
      if (track.firstElementChild) observer.observe(track.firstElementChild);
    } else {
      update();
      window.addEventListener('resize', update);
    }
    track.addEventListener('scroll', update, { passive: true });
    return () => {
      observer?.disconnect();
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [track, update, content]);
  return ends;
};

export const GameRow = ({ title, seeAll, games, failed, onRetry, empty, testId }: Props) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  const ends = useScrollEnds(track, games);
  const scroll = (direction: 1 | -1) =>
    track?.scrollBy({
      left: direction * Math.max(track.clientWidth * 0.8, 160),
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  const state = games !== undefined ? 'ready' : failed ? 'error' : 'loading';
  const showing = games !== undefined && games.length > 0;

  return (
    <section
      className="omad-game-row"
      aria-labelledby={titleId}
      aria-busy={state === 'loading'}
      data-testid={testId}
      data-state={state}
    >
      <div className="omad-game-row__head">
        <h2 id={titleId} className="omad-game-row__title">
          {title}
        </h2>
        {showing ? (
          <span className="omad-game-row__arrows">
            <IconButton
              size="sm"
              variant="secondary"
              icon="chevron-left"
              aria-label={t('common.row.previous')}
              disabled={!ends.back}
              onClick={() => scroll(-1)}
            />
            <IconButton
              size="sm"
              variant="secondary"
              icon="chevron-right"
              aria-label={t('common.row.next')}
              disabled={!ends.on}
              onClick={() => scroll(1)}
            />
          </span>
        ) : null}
        {seeAll ? (
          <Link className="omad-game-row__see-all" to={seeAll}>
            {t('common.row.seeAll')}
            <span className="omad-visually-hidden">: {title}</span>
            <Icon name="chevron-right" size={16} />
          </Link>
        ) : null}
      </div>
      <div ref={setTrack} className="omad-game-row__track">
        {games === undefined && !failed ? (
          <ul className="omad-game-row__list" aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <li key={index} className="omad-game-row__item">
                <GameTileSkeleton />
              </li>
            ))}
          </ul>
        ) : games === undefined ? (
          <div className="omad-game-row__failed">
            <LoadFailed title={t('common.row.failed')} onRetry={onRetry} />
          </div>
        ) : games.length === 0 ? (
          <div className="omad-game-row__message">{empty}</div>
        ) : (
          <TilesProvider>
            <ul className="omad-game-row__list">
              {games.map((game) => (
                <li key={game.sysname} className="omad-game-row__item">
                  <GameTile game={game} />
                </li>
              ))}
            </ul>
          </TilesProvider>
        )}
      </div>
    </section>
  );
};
