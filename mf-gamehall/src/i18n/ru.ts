// mf-gamehall texts in Russian.
import type { Translation } from '@omad/contract/remote';
import * as gamePage from '../features/game/texts';
import * as homeGames from '../features/home-games/texts';
import * as jackpots from '../features/jackpots/texts';
import * as lobby from '../features/lobby/texts';
import * as providers from '../features/providers/texts';
import * as search from '../features/search/texts';
import * as tournaments from '../features/tournaments/texts';
import * as winners from '../features/winners/texts';
import * as common from '../lib/texts';
import type { uz } from './uz';

export const ru: Translation<typeof uz> = {
  title: {
    gamehall: 'Игровой зал',
    game: 'Игра',
    providers: 'Провайдеры игр',
    jackpots: 'Джекпоты',
    jackpot: 'Джекпот',
    tournaments: 'Турниры',
    tournament: 'Турнир',
    tournamentGames: 'Игры турнира',
    winners: 'Победители',
  },
  common: common.ru,
  lobby: lobby.ru,
  providers: providers.ru,
  homeGames: homeGames.ru,
  search: search.ru,
  gamePage: gamePage.ru,
  jackpots: jackpots.ru,
  tournaments: tournaments.ru,
  winners: winners.ru,
};
