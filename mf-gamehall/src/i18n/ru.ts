// mf-gamehall texts in Russian.
import type { Translation } from '@omad/contract/remote';
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
};
