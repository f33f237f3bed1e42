// mf-gamehall texts in Uzbek (Latin script).
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
} as const;
