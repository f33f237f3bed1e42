// The file of a bet-history export: a header row in the locale the export was asked in (uz or
// ru), then one record per round, oldest first: time (ISO 8601, UTC), game, provider, game
// type, round id, money (real, bonus, free spin; demo never gets here), bet, win, balance
// after, currency. Amounts are plain decimals ('1250.50': no grouping, a dot), so a
// spreadsheet reads them as numbers in any locale. Written by csv.ts (RFC 4180).
import type { RoundFundsKind } from '@omad/contract/api';
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
