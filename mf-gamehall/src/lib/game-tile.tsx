// A game of the catalogue as a tile: its image (3:2, its box reserved before it loads), name,
// provider, badges and the favourite toggle, the whole of it a link to the game's page.
// Every list of games in this remote draws these, and their skeleton has the same box. The
// view is pure (a router for its link aside), so the edge's first screen (first-screen.tsx)
// draws the lobby's first tiles with it.
import { memo, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Game } from '@omad/contract/api';
import type { GameItemView } from '@omad/contract/cms';
import { Badge, Icon, IconButton, Skeleton, type BadgeTone } from '@omad/ui';
import { useFavourite, type Favourites } from './favourites';
import { gamePath, tileOf, type GameBadge, type GameTileFields } from './game-fields';
import { TILE_TEXT_HEIGHT } from './tile-metrics';
import { TilesProvider, useTilesShared } from './tiles-context';
import './game-tile.css';

const BADGE_TONES: Readonly<Record<GameBadge, BadgeTone>> = {
  new: 'accent',
  popular: 'brand',
  jackpot: 'warning',
};

/** The image's size at its source: the browser reserves the box before it loads. */
const IMAGE_WIDTH = 288;
const IMAGE_HEIGHT = 192;

type TileProps = Readonly<{
  game: Game;
  view?: GameItemView;
  /** For the first tiles of a page: load the image at once instead of lazily. */
  eager?: boolean;
  /** Called when the link is followed (a dialog closes itself, say). */
  onNavigate?: () => void;
}>;

const textHeight = (view: GameItemView) =>
  ({ '--omad-game-tile-text': `${TILE_TEXT_HEIGHT[view]}px` }) as CSSProperties;
/** One style object per view, shared by every tile of it. */
const TEXT_HEIGHTS: Readonly<Record<GameItemView, CSSProperties>> = {
  default: textHeight('default'),
  compact: textHeight('compact'),
  wide: textHeight('wide'),
};

const HEART = <Icon name="heart" size={16} />;

type ToggleViewProps = Readonly<{
  label: string;
  liked: boolean;
  busy: boolean;
  /** Likes or unlikes the game; without it (the edge's first screen) the toggle is disabled. */
  onToggle?: () => void;
}>;

/** The favourite toggle as drawn, from what it shows. */
export const FavouriteToggleView = ({ label, liked, busy, onToggle }: ToggleViewProps) => (
  <IconButton
    className="omad-game-tile__favourite"
    size="sm"
    variant="secondary"
    icon={HEART}
    aria-label={label}
    aria-pressed={liked}
    aria-busy={busy || undefined}
    data-testid="favourite-toggle"
    disabled={onToggle ? undefined : true}
    onClick={onToggle}
  />
);

type ToggleProps = Readonly<{ sysname: string; label: string; favourites: Favourites }>;

/** Subscribed to its own game's like only: another game's toggle never redraws it. */
const FavouriteToggle = memo(function FavouriteToggle({ sysname, label, favourites }: ToggleProps) {
  const { liked, busy } = useFavourite(sysname);
  return (
    <FavouriteToggleView
      label={label}
      liked={liked}
      busy={busy}
      onToggle={() => void favourites.toggle(sysname)}
    />
  );
});

type ViewProps = Readonly<{
  tile: GameTileFields;
  view: GameItemView;
  eager: boolean;
  onNavigate?: () => void;
  /** The provider's name ('' while the providers are read: the line keeps its height). */
  provider: string;
  badgeLabels: Readonly<Record<GameBadge, string>>;
  /** The favourite toggle in the tile's corner. */
  favourite: ReactNode;
}>;

/** A tile as drawn, from what it shows: the page's tiles and the edge's first screen's. */
export const GameTileView = (props: ViewProps) => {
  const { tile, view, eager, onNavigate, provider, badgeLabels, favourite } = props;
  return (
    <div
      className={`omad-game-tile omad-game-tile--${view}`}
      style={TEXT_HEIGHTS[view]}
      data-testid="game-tile"
      data-sysname={tile.sysname}
    >
      <Link className="omad-game-tile__link" to={gamePath(tile.sysname)} onClick={onNavigate}>
        <span className="omad-game-tile__media">
          <img
            className="omad-game-tile__image"
            src={tile.image}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </span>
        <span className="omad-game-tile__name" title={tile.name}>
          {tile.name}
        </span>
      </Link>
      <span className="omad-game-tile__provider">{provider}</span>
      {tile.badges.length > 0 ? (
        <span className="omad-game-tile__badges">
          {tile.badges.map((badge) => (
            <Badge key={badge} size="sm" solid tone={BADGE_TONES[badge]} data-badge={badge}>
              {badgeLabels[badge]}
            </Badge>
          ))}
        </span>
      ) : null}
      {favourite}
    </div>
  );
};

/**
 * Drawn again only when its game, view or handler change: a list that redraws (a page of
 * games arriving, say) leaves the tiles it already shows alone.
 */
export const GameTile = memo(function GameTile(props: TileProps) {
  const shared = useTilesShared();
  // A tile alone (outside a list that provides them) reads what tiles share itself.
  if (!shared) {
    return (
      <TilesProvider>
        <GameTile {...props} />
      </TilesProvider>
    );
  }
  const { game, view = 'default', eager = false, onNavigate } = props;
  const { favouriteLabel, badgeLabels, providerName, favourites } = shared;
  const tile = tileOf(game);
  return (
    <GameTileView
      tile={tile}
      view={view}
      eager={eager}
      onNavigate={onNavigate}
      provider={tile.provider ? providerName(tile.provider) : ''}
      badgeLabels={badgeLabels}
      favourite={
        <FavouriteToggle
          sysname={tile.sysname}
          label={favouriteLabel(tile.name)}
          favourites={favourites}
        />
      }
    />
  );
});

/** A tile's box while its game loads. */
export const GameTileSkeleton = ({ view = 'default' }: Readonly<{ view?: GameItemView }>) => (
  <div
    className={`omad-game-tile omad-game-tile--${view} omad-game-tile--skeleton`}
    style={TEXT_HEIGHTS[view]}
    aria-hidden="true"
    data-testid="game-tile-skeleton"
  >
    <Skeleton variant="block" className="omad-game-tile__media" />
    {TILE_TEXT_HEIGHT[view] > 0 ? (
      <span className="omad-game-tile__text-skeleton">
        <Skeleton variant="text" width="75%" />
        <Skeleton variant="text" width="45%" />
      </span>
    ) : null}
  </div>
);
