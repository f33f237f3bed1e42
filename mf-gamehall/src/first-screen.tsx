// mf-gamehall's first screens, drawn on the edge (the contract's RenderFirstScreen, built for
// Node by defineFirstScreenConfig) from the reads the edge made (page-reads.ts), with the
// pages' own classes and texts, so a page's title and first images paint with the shell's
// first frame and the page replaces them at the same size when it mounts: the top of the
// unfiltered lobby with its first tiles, a game page's bar over the frame's place, and a
// tournament's head (features/tournaments/tournament-first-screen.tsx).
import type { CSSProperties, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { GameCategorySchema, GameSchema, pageOf, type Game } from '@omad/contract/api';
import { localizePath, type Locale } from '@omad/contract';
import { formatNumber } from '@omad/contract/format';
import type { FirstScreenInput, RenderFirstScreen } from '@omad/contract/pages';
import { firstScreenTranslators } from '@omad/contract/remote';
import { Badge, Button, Container, Icon, IconButton, Tabs } from '@omad/ui';
import { GamePlaySkeleton } from './features/game/game-stage';
import { gamePath, tileOf } from './lib/game-fields';
import { TILE_TEXT_HEIGHT } from './lib/tile-metrics';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import { drawTournament, tournamentIn } from './features/tournaments/tournament-first-screen';
import './features/game/game-page.css';
import './features/tournaments/tournaments.css';
import './lib/hall-page.css';
import './features/lobby/lobby.css';
import './lib/game-tile.css';
import './first-screen.css';

const NAMESPACE = 'gamehall';
/** Tiles drawn: two rows at six columns, a phone's first screen and more at two. */
const FIRST_TILES = 12;

const translators = firstScreenTranslators(NAMESPACE, { uz, ru });
const translate = (locale: Locale): TFunction => translators(locale).getFixedT(locale, NAMESPACE);

const TypeLabelsSchema = v.object({
  gameTypes: v.array(v.object({ type: v.string(), label: v.string() })),
});

const BADGE_TONES = { new: 'accent', popular: 'brand', jackpot: 'warning' } as const;

const Tile = ({ game, locale, t }: Readonly<{ game: Game; locale: Locale; t: TFunction }>) => {
  const tile = tileOf(game);
  return (
    <div
      className="omad-game-tile omad-game-tile--default"
      style={{ '--omad-game-tile-text': `${TILE_TEXT_HEIGHT.default}px` } as CSSProperties}
    >
      <a className="omad-game-tile__link" href={localizePath(gamePath(tile.sysname), locale)}>
        <span className="omad-game-tile__media">
          <img
            className="omad-game-tile__image"
            src={tile.image}
            alt=""
            width={288}
            height={192}
            decoding="async"
          />
        </span>
        <span className="omad-game-tile__name">{tile.name}</span>
      </a>
      <span className="omad-game-tile__provider" />
      {tile.badges.length > 0 ? (
        <span className="omad-game-tile__badges">
          {tile.badges.map((badge) => (
            <Badge key={badge} size="sm" solid tone={BADGE_TONES[badge]}>
              {t(`common.tile.badge.${badge}`)}
            </Badge>
          ))}
        </span>
      ) : null}
      <IconButton
        className="omad-game-tile__favourite"
        size="sm"
        variant="secondary"
        icon={<Icon name="heart" size={16} />}
        aria-label={t('common.tile.favourite', { name: tile.name })}
        aria-pressed={false}
        disabled
      />
    </div>
  );
};

const drawLobby = ({ reads: [config, categories, first], locale }: FirstScreenInput) => {
  const page = v.safeParse(pageOf(GameSchema), first);
  const chips = v.safeParse(v.array(GameCategorySchema), categories);
  if (!page.success || !chips.success) return null;
  const t = translate(locale);
  const fromCms = v.safeParse(TypeLabelsSchema, config);
  const types = fromCms.success ? fromCms.output.gameTypes : [];
  const games = page.output.items.slice(0, FIRST_TILES);
  const sorted = [...chips.output].sort((a, b) => a.position - b.position);
  const element = (
    <Container className="omad-lobby" data-first-screen="lobby">
      <div className="omad-lobby__head">
        <h1 className="omad-lobby__title">{t('lobby.title')}</h1>
        <Button variant="secondary" size="sm" iconStart={<Icon name="search" size={16} />}>
          {t('lobby.search')}
        </Button>
      </div>
      <div className="omad-lobby__filters">
        <nav className="omad-lobby-chips" aria-label={t('lobby.categories')}>
          <ul className="omad-lobby-chips__list">
            {[{ sysname: '', name: t('lobby.allCategories') }, ...sorted].map((category) => (
              <li key={category.sysname}>
                <a
                  className="omad-lobby-chip"
                  href={localizePath(
                    category.sysname ? `/gamehall?category=${category.sysname}` : '/gamehall',
                    locale,
                  )}
                  aria-current={category.sysname === '' ? 'true' : undefined}
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="omad-lobby__filter-row">
          <Tabs
            className="omad-lobby-types"
            look="underline"
            aria-label={t('lobby.types')}
            items={(types.length > 0 ? types : [{ type: 'all', label: t('lobby.type.all') }]).map(
              (type) => ({ value: type.type, label: type.label }),
            )}
            value="all"
            onChange={() => undefined}
          />
          <div className="omad-lobby-providers">
            <Button
              variant="secondary"
              size="sm"
              iconStart={<Icon name="filter" size={16} />}
              iconEnd={<Icon name="chevron-down" size={16} />}
            >
              {t('lobby.providers')}
            </Button>
          </div>
        </div>
      </div>
      <section className="omad-lobby__games">
        <h2 className="omad-lobby__games-title">
          {t('lobby.allGames')}
          <Badge size="sm">{formatNumber(page.output.count)}</Badge>
        </h2>
        <div className="omad-first-screen-grid">
          {games.map((game) => (
            <Tile key={game.sysname} game={game} locale={locale} t={t} />
          ))}
        </div>
      </section>
    </Container>
  );
  return { element, images: games.map((game) => tileOf(game).image) };
};

/** The game page's bar and the frame's place, as the page draws them while it decides. */
const drawGame = ({ reads: [first], params, locale }: FirstScreenInput) => {
  const page = v.safeParse(pageOf(GameSchema), first);
  const game = page.success
    ? page.output.items.find((item) => item.sysname === params['sysname'])
    : undefined;
  if (!game) return null;
  const t = translate(locale);
  const tile = tileOf(game);
  const element = (
    <div className="omad-gh-game" data-first-screen="game">
      <GamePlaySkeleton
        heading={
          <>
            <h1 className="omad-gh-game__name">{tile.name}</h1>
            <span className="omad-gh-game__provider" />
          </>
        }
        loadingLabel={t('gamePage.loading')}
      />
    </div>
  );
  return { element, images: [] };
};

/** A tournament's head, rules and the places of its prizes and table. */
const drawTournamentPage = ({ reads: [first], params, locale }: FirstScreenInput) => {
  const tournament = tournamentIn(first, params['id']);
  if (!tournament) return null;
  return { element: drawTournament(tournament, locale, translate(locale)), images: [] };
};

const DRAWERS: Readonly<Record<string, (input: FirstScreenInput) => Drawn | null>> = {
  '/gamehall': drawLobby,
  '/game/:sysname': drawGame,
  '/platform/game/:sysname/:mode': drawGame,
  '/tournaments/:id': drawTournamentPage,
};

type Drawn = Readonly<{ element: ReactElement; images: readonly string[] }>;

export const renderFirstScreen: RenderFirstScreen = (input) => {
  const drawn = Object.hasOwn(DRAWERS, input.route) ? DRAWERS[input.route]?.(input) : null;
  if (!drawn) return null;
  return { html: renderToStaticMarkup(drawn.element), images: drawn.images };
};
