// mf-gamehall's first screens, drawn on the edge (the contract's RenderFirstScreen, built for
// Node by defineFirstScreenConfig) from the reads the edge made (pages.ts) with the pages' own
// views and texts, so a page's title and first images paint with the shell's first frame and
// the page replaces them at the same size when it mounts: the top of the unfiltered lobby
// with its first tiles, a game page's bar over the frame's place, and, each from its
// feature's <x>-first-screen.tsx, a tournament's head, the providers, the jackpots, one
// jackpot, the tournaments and the winners.
import * as v from 'valibot';
import { GameCategorySchema, GameSchema, pageOf } from '@omad/contract/api';
import { GamesConfigSchema } from '@omad/contract/cms';
import { firstScreenDrawings } from '@omad/contract/first-screen';
import { firstScreensOf, type FirstScreenInput } from '@omad/contract/pages';
import { gameSeo } from './features/game/game-seo';
import { GameHeading, GamePlaySkeleton } from './features/game/game-stage';
import { CategoryChipsView } from './features/lobby/category-chips';
import { NO_FILTERS } from './features/lobby/filters-url';
import { LobbyView } from './features/lobby/lobby-view';
import { ProvidersFilterView } from './features/lobby/providers-filter';
import { TypeTabs } from './features/lobby/type-tabs';
import { jackpotSeo } from './features/jackpots/jackpot-view';
import { jackpotsSeo } from './features/jackpots/jackpots-view';
import {
  JackpotFirstScreen,
  JackpotsFirstScreen,
  jackpotIn,
  jackpotsIn,
} from './features/jackpots/jackpots-first-screen';
import {
  ProvidersFirstScreen,
  providerLogos,
  providersIn,
} from './features/providers/providers-first-screen';
import { providersSeo } from './features/providers/providers-view';
import {
  TournamentFirstScreen,
  tournamentIn,
} from './features/tournaments/tournament-first-screen';
import { tournamentSeo } from './features/tournaments/tournament-seo';
import {
  TournamentsFirstScreen,
  tournamentImages,
  tournamentsIn,
} from './features/tournaments/tournaments-first-screen';
import { tournamentsSeo } from './features/tournaments/tournaments-view';
import { WinnersFirstScreen } from './features/winners/winners-first-screen';
import { winnersSeo } from './features/winners/winners-view';
import { byPosition } from './lib/catalogue';
import { tileOf } from './lib/game-fields';
import { FavouriteToggleView, GameTileView } from './lib/game-tile';
import { NOTHING } from './lib/inert';
import { CurrencyCodes } from './lib/money';
import { tileTexts } from './lib/tiles-context';
import { winsIn } from './lib/use-wins';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import './first-screen.css';

import type { PAGES } from './pages';
/** Tiles drawn: two rows at six columns, a phone's first screen and more at two. */
const FIRST_TILES = 12;

/**
 * The page's views in this build's texts; money with its currency's code, the cashier
 * config's symbols not being read here.
 */
const { translate, drawing } = firstScreenDrawings({
  namespace: 'gamehall',
  resources: { uz, ru },
  wrap: (page) => <CurrencyCodes>{page}</CurrencyCodes>,
});

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
  const tile = tileOf(game);
  const element = (
    <div className="omad-gh-game" data-first-screen="game">
      <GamePlaySkeleton
        heading={<GameHeading name={tile.name} provider="" />}
        loadingLabel={translate(locale)('gamePage.loading')}
      />
    </div>
  );
  return { element, images: [], seo: gameSeo(translate(locale), tile, '') };
};

/** A tournament's head, rules and the places of its prizes and table. */
const drawTournamentPage = ({ reads: [first], params, locale }: FirstScreenInput) => {
  const tournament = tournamentIn(first, params['id']);
  if (!tournament) return null;
  return {
    element: <TournamentFirstScreen tournament={tournament} />,
    images: [],
    seo: tournamentSeo(translate(locale), tournament),
  };
};

const drawProviders = ({ reads: [first], locale }: FirstScreenInput) => {
  const providers = providersIn(first);
  if (!providers) return null;
  return {
    element: <ProvidersFirstScreen providers={providers} />,
    images: providerLogos(providers),
    seo: providersSeo(translate(locale)),
  };
};

const drawJackpots = ({ reads: [first, latest], locale }: FirstScreenInput) => {
  const jackpots = jackpotsIn(first);
  const wins = winsIn(latest);
  if (!jackpots || !wins) return null;
  return {
    element: <JackpotsFirstScreen jackpots={jackpots} wins={wins} />,
    images: [],
    seo: jackpotsSeo(translate(locale)),
  };
};

const drawJackpotPage = ({ reads: [first, latest], params, locale }: FirstScreenInput) => {
  const jackpot = jackpotIn(first, params['id']);
  const wins = winsIn(latest);
  if (!jackpot || !wins) return null;
  return {
    element: <JackpotFirstScreen jackpot={jackpot} wins={wins} />,
    images: [],
    seo: jackpotSeo(translate(locale), jackpot),
  };
};

const drawTournaments = ({ reads: [first], locale }: FirstScreenInput) => {
  const tournaments = tournamentsIn(first);
  if (!tournaments) return null;
  return {
    element: <TournamentsFirstScreen tournaments={tournaments} />,
    images: tournamentImages(tournaments),
    seo: tournamentsSeo(translate(locale)),
  };
};

const drawWinners = ({ reads: [first], locale }: FirstScreenInput) => {
  const wins = winsIn(first);
  if (!wins) return null;
  return {
    element: <WinnersFirstScreen wins={wins} />,
    images: [],
    seo: winnersSeo(translate(locale)),
  };
};

export const renderFirstScreen = firstScreensOf<typeof PAGES>({
  '/gamehall': drawing(drawLobby),
  '/providers': drawing(drawProviders),
  '/game/:sysname': drawing(drawGame),
  '/platform/game/:sysname/:mode': drawing(drawGame),
  '/jackpots': drawing(drawJackpots),
  '/jackpots/:id': drawing(drawJackpotPage),
  '/tournaments': drawing(drawTournaments),
  '/tournaments/:id': drawing(drawTournamentPage),
  '/winners': drawing(drawWinners),
});
