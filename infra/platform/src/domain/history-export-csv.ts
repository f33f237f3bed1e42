// The file of a bet-history export: a header row in the locale the export was asked in (uz or
// ru), then one record per round or sports bet, oldest first: time (ISO 8601, UTC), game,
// provider, game type, round id, money (real, bonus, free spin; demo never gets here), bet,
// win, balance after, currency, and a sports bet's details (kind, odds, state, each pick with
// its odds, result and score). Amounts are plain decimals ('1250.50': no grouping, a dot), so a
// spreadsheet reads them as numbers in any locale. Written by csv.ts (RFC 4180).
import type { RoundFundsKind, SportBet, SportLeg } from '@omad/contract/api';
import type { Locale } from '../config';
import { csvRecord, csvText, spreadsheetText } from './csv';

/** A round as the file shows it. */
export interface ExportRound {
  readonly created_at: number;
  readonly game: string;
  readonly provider: string;
  readonly type: string;
  readonly round_id: string;
  readonly funds: RoundFundsKind;
  readonly bet: string;
  readonly win: string;
  readonly balance_after: string;
  readonly currency: string;
  /** A sports bet's details. */
  readonly sport?: SportBet;
}

const HEADERS: Readonly<Record<Locale, readonly string[]>> = {
  uz: [
    'Vaqt (UTC)',
    'O‘yin',
    'Provayder',
    'O‘yin turi',
    'Raund ID',
    'Pul',
    'Garov',
    'Yutuq',
    'Keyingi balans',
    'Valyuta',
    'Tafsilotlar',
  ],
  ru: [
    'Время (UTC)',
    'Игра',
    'Провайдер',
    'Тип игры',
    'ID раунда',
    'Деньги',
    'Ставка',
    'Выигрыш',
    'Баланс после',
    'Валюта',
    'Подробности',
  ],
};

const FUNDS: Readonly<Record<Locale, Readonly<Record<RoundFundsKind, string>>>> = {
  uz: { main: 'Real pul', bonus: 'Bonus mablag‘i', freespins: 'Bepul aylantirish', fun: 'Demo' },
  ru: { main: 'Реальные деньги', bonus: 'Бонусные деньги', freespins: 'Фриспин', fun: 'Демо' },
};

const GAME_TYPES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  uz: {
    casino: 'Kazino',
    slot: 'Slot',
    live: 'Jonli kazino',
    fast: 'Tezkor o‘yin',
    sportsbook: 'Sport tikish',
  },
  ru: {
    casino: 'Казино',
    slot: 'Слот',
    live: 'Live-казино',
    fast: 'Быстрая игра',
    sportsbook: 'Ставки на спорт',
  },
};

/** The words of a sports bet's details; unknown kinds are written as they are. */
const SPORT: Readonly<
  Record<
    Locale,
    Readonly<{
      kind: Readonly<Record<string, string>>;
      status: Readonly<Record<string, string>>;
      result: Readonly<Record<string, string>>;
      total: string;
      over: string;
      under: string;
      handicap: string;
    }>
  >
> = {
  uz: {
    kind: { single: 'Yakka', accumulator: 'Ekspress' },
    status: {
      open: 'kutilmoqda',
      won: 'yutdi',
      lost: 'yutqazdi',
      void: 'qaytarildi',
      cashed_out: 'sotildi',
    },
    result: { open: 'kutilmoqda', won: 'yutdi', lost: 'yutqazdi', void: 'qaytarildi' },
    total: 'Jami',
    over: 'ko‘p',
    under: 'kam',
    handicap: 'Fora',
  },
  ru: {
    kind: { single: 'Одиночная', accumulator: 'Экспресс' },
    status: {
      open: 'в игре',
      won: 'выигрыш',
      lost: 'проигрыш',
      void: 'возврат',
      cashed_out: 'продана',
    },
    result: { open: 'в игре', won: 'выигрыш', lost: 'проигрыш', void: 'возврат' },
    total: 'Тотал',
    over: 'больше',
    under: 'меньше',
    handicap: 'Фора',
  },
};

const signed = (line: number): string =>
  `${line > 0 ? '+' : line < 0 ? '−' : ''}${Math.abs(line).toFixed(1)}`;

/** A pick as a bettor reads it: 1, X, 2, "Jami ko‘p 2.5", "Fora 2 (+1.5)". */
const pickText = (leg: SportLeg, locale: Locale): string => {
  const words = SPORT[locale];
  const side =
    leg.pick === 'home' ? '1' : leg.pick === 'away' ? '2' : leg.pick === 'draw' ? 'X' : leg.pick;
  if (leg.market === 'result') return side;
  if (leg.market === 'total') {
    const way = leg.pick === 'over' ? words.over : leg.pick === 'under' ? words.under : leg.pick;
    return `${words.total} ${way} ${leg.line ?? ''}`.trim();
  }
  if (leg.market === 'handicap' && leg.line !== null) {
    const home = Number(leg.line);
    return `${words.handicap} ${side} (${signed(leg.pick === 'away' ? -home : home)})`;
  }
  return `${leg.market} ${leg.pick}`;
};

/** "Ekspress · 3.99 · yutdi — Paxtakor – Nasaf: 1 @ 2.10 (yutdi, 2:0); …" */
export const sportDetails = (sport: SportBet, locale: Locale): string => {
  const words = SPORT[locale];
  const legs = sport.legs.map((leg) => {
    const result = words.result[leg.result] ?? leg.result;
    const score = leg.score ? `, ${leg.score.home}:${leg.score.away}` : '';
    return `${leg.event}: ${pickText(leg, locale)} @ ${leg.odds} (${result}${score})`;
  });
  const kind = words.kind[sport.kind] ?? sport.kind;
  const status = words.status[sport.status] ?? sport.status;
  return `${kind} · ${sport.odds} · ${status} — ${legs.join('; ')}`;
};

/** The header row of a file in `locale`, ended by CRLF. */
export const exportHeader = (locale: Locale): string => csvRecord(HEADERS[locale]);

/** The records of `rounds` in `locale`, each ended by CRLF (no header). */
export const exportRecords = (rounds: readonly ExportRound[], locale: Locale): string =>
  csvText(
    rounds.map((round) => [
      new Date(Number(round.created_at)).toISOString(),
      spreadsheetText(round.game),
      spreadsheetText(round.provider),
      GAME_TYPES[locale][round.type] ?? spreadsheetText(round.type),
      spreadsheetText(round.round_id),
      FUNDS[locale][round.funds],
      round.bet,
      round.win,
      round.balance_after,
      round.currency,
      round.sport ? spreadsheetText(sportDetails(round.sport, locale)) : '',
    ]),
  );

/** The whole file's text (the BOM is added when it is downloaded). */
export const exportCsv = (rounds: readonly ExportRound[], locale: Locale): string =>
  exportHeader(locale) + exportRecords(rounds, locale);

/** The file name a download suggests: the period's first and last day (UTC). */
export const exportFileName = (from: number, to: number): string => {
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return `omad-bets-${day(from)}_${day(Math.max(from, to - 1))}.csv`;
};
