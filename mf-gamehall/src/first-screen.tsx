// mf-gamehall's first screens, drawn on the edge (the contract's RenderFirstScreen, built for
// Node by defineFirstScreenConfig) from the reads the edge made (pages.ts) with the pages' own
// views and texts, so a page's title and first images paint with the shell's first frame and
// the page replaces them at the same size when it mounts: the top of the unfiltered lobby
// with its first tiles, a game page's bar over the frame's place, and a tournament's head
// (features/tournaments/tournament-first-screen.tsx).
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, generatePath } from 'react-router';
import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { GameCategorySchema, GameSchema, pageOf } from '@omad/contract/api';
import { GamesConfigSchema } from '@omad/contract/cms';
import { basenameOf, localizePath, type Locale } from '@omad/contract';
import { firstScreensOf, type DrawFirstScreen, type FirstScreenInput } from '@omad/contract/pages';
import { firstScreenTranslators } from '@omad/contract/remote';
import { UiLocaleProvider } from '@omad/ui';
import { GameHeading, GamePlaySkeleton } from './features/game/game-stage';
import { CategoryChipsView } from './features/lobby/category-chips';
import { NO_FILTERS } from './features/lobby/filters-url';
import { LobbyView } from './features/lobby/lobby-view';
import { ProvidersFilterView } from './features/lobby/providers-filter';
import { TypeTabs } from './features/lobby/type-tabs';
import {
  TournamentFirstScreen,
  tournamentIn,
} from './features/tournaments/tournament-first-screen';
import { byPosition } from './lib/catalogue';
import { tileOf } from './lib/game-fields';
import { FavouriteToggleView, GameTileView } from './lib/game-tile';
import { tileTexts } from './lib/tiles-context';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import './first-screen.css';

import type { PAGES } from './pages';
const NAMESPACE = 'gamehall';
/** Tiles drawn: two rows at six columns, a phone's first screen and more at two. */
const FIRST_TILES = 12;

const translators = firstScreenTranslators(NAMESPACE, { uz, ru });
const translate = (locale: Locale): TFunction => translators(locale).getFixedT(locale, NAMESPACE);

/** What a control does on the edge, where nothing runs. */
const NOTHING = () => undefined;

const drawLobby = ({ reads: [config, categories, first], locale }: FirstScreenInput) => {
  const page = v.safeParse(pageOf(GameSchema), first);
  const chips = v.safeParse(v.array(GameCategorySchema), categories);
  if (!page.success || !chips.success) return null;
  const gamesConfig = v.safeParse(GamesConfigSchema, config);
  const texts = tileTexts(translate(locale));
  const tiles = page.output.items.slice(0, FIRST_TILES).map(tileOf);
  const element = (
    <LobbyView
      data-first-screen="lobby"
      chips={
        <CategoryChipsView
          filters={NO_FILTERS}
          pathname="/gamehall"
          search=""
          categories={byPosition(chips.output)}
          pending={false}
        />
      }
      types={
        <TypeTabs
          value={NO_FILTERS.type}
          config={gamesConfig.success ? gamesConfig.output : undefined}
          onChange={NOTHING}
        />
      }
      providers={
        <ProvidersFilterView
          chosen={NO_FILTERS.providers}
          onToggle={NOTHING}
          onClear={NOTHING}
          providers={undefined}
          failed={false}
          onRetry={NOTHING}
        />
      }
      total={page.output.count}
      games={
        <div className="omad-first-screen-grid">
          {tiles.map((tile) => (
            <GameTileView
              key={tile.sysname}
              tile={tile}
              view="default"
              eager
              provider=""
              badgeLabels={texts.badgeLabels}
              favourite={
                <FavouriteToggleView
                  label={texts.favouriteLabel(tile.name)}
                  liked={false}
                  busy={false}
                />
              }
            />
          ))}
        </div>
      }
    />
  );
  return { element, images: tiles.map((tile) => tile.image) };
};

/** The game page's bar and the frame's place, as the page draws them while it decides. */
const drawGame = ({ reads: [first], params, locale }: FirstScreenInput) => {
  const page = v.safeParse(pageOf(GameSchema), first);
  const game = page.success
    ? page.output.items.find((item) => item.sysname === params['sysname'])
    : undefined;
  if (!game) return null;
  const element = (
    <div className="omad-gh-game" data-first-screen="game">
      <GamePlaySkeleton
        heading={<GameHeading name={tileOf(game).name} provider="" />}
        loadingLabel={translate(locale)('gamePage.loading')}
      />
    </div>
  );
  return { element, images: [] };
};

/** A tournament's head, rules and the places of its prizes and table. */
const drawTournamentPage = ({ reads: [first], params }: FirstScreenInput) => {
  const tournament = tournamentIn(first, params['id']);
  if (!tournament) return null;
  return { element: <TournamentFirstScreen tournament={tournament} />, images: [] };
};

type Drawn = Readonly<{ element: ReactElement; images: readonly string[] }>;

/**
 * What the page's views expect around them, as the remote's root gives it: this build's texts
 * in the page's language, and a router at the page's address for their links (it never moves).
 */
const PageContext = ({
  input,
  children,
}: Readonly<{ input: FirstScreenInput; children: ReactNode }>) => (
  <I18nextProvider i18n={translators(input.locale)} defaultNS={NAMESPACE}>
    <UiLocaleProvider locale={input.locale}>
      <StaticRouter
        location={localizePath(generatePath(input.route, input.params), input.locale)}
        basename={basenameOf(input.locale)}
      >
        {children}
      </StaticRouter>
    </UiLocaleProvider>
  </I18nextProvider>
);

/**
 * Test ids mark the page, never what stands in for it: a test or the bench that waits for one
 * (a tile, the search button) must find the mounted page's, which it can use.
 */
const withoutTestIds = (html: string) => html.replace(/ data-testid="[^"]*"/g, '');

/** A drawer as the edge calls it: its element as markup in the page's context. */
const drawing =
  (draw: (input: FirstScreenInput) => Drawn | null): DrawFirstScreen =>
  (input) => {
    const drawn = draw(input);
    if (!drawn) return null;
    const html = renderToStaticMarkup(<PageContext input={input}>{drawn.element}</PageContext>);
    return { html: withoutTestIds(html), images: drawn.images };
  };

export const renderFirstScreen = firstScreensOf<typeof PAGES>({
  '/gamehall': drawing(drawLobby),
  '/game/:sysname': drawing(drawGame),
  '/platform/game/:sysname/:mode': drawing(drawGame),
  '/tournaments/:id': drawing(drawTournamentPage),
});
