// mf-gamehall texts in Uzbek (Latin script): page titles here, each feature's own texts under
// its key (features/<name>/texts.ts) and what the features share under 'common'.
import * as gamePage from '../features/game/texts';
import * as homeGames from '../features/home-games/texts';
import * as jackpots from '../features/jackpots/texts';
import * as lobby from '../features/lobby/texts';
import * as providers from '../features/providers/texts';
import * as search from '../features/search/texts';
import * as tournaments from '../features/tournaments/texts';
import * as winners from '../features/winners/texts';
import * as common from '../lib/texts';

export const uz = {
  title: {
    gamehall: "O'yinlar zali",
    game: "O'yin",
    providers: "O'yin provayderlari",
    jackpots: 'Jekpotlar',
    jackpot: 'Jekpot',
    tournaments: 'Turnirlar',
    tournament: 'Turnir',
    tournamentGames: "Turnir o'yinlari",
    winners: "G'oliblar",
  },
  common: common.uz,
  lobby: lobby.uz,
  providers: providers.uz,
  homeGames: homeGames.uz,
  search: search.uz,
  gamePage: gamePage.uz,
  jackpots: jackpots.uz,
  tournaments: tournaments.uz,
  winners: winners.uz,
} as const;
