// The words of the simulated game frames in both languages of the site.
import type { Locale } from '../config';
import type { Sport } from './fixtures';

export interface FrameTexts {
  readonly sportsbookTitle: string;
  /** The simulation label: shown on top of the sportsbook, never hidden. */
  readonly simulation: string;
  readonly demoBadge: string;
  readonly upcoming: string;
  readonly allSports: string;
  readonly sportFilter: string;
  readonly sports: Readonly<Record<Sport, string>>;
  readonly today: string;
  readonly tomorrow: string;
  readonly draw: string;
  /** "{team} wins", with {team} replaced. */
  readonly wins: string;
  readonly oddsOf: string;
  readonly slip: string;
  readonly slipEmpty: string;
  readonly selections: string;
  readonly totalOdds: string;
  readonly remove: string;
  readonly clear: string;
  readonly slipNote: string;
  readonly timeZone: string;
  readonly gameFrameLabel: string;
  readonly playMode: string;
  readonly demoMode: string;
}

export const FRAME_TEXTS: Readonly<Record<Locale, FrameTexts>> = {
  uz: {
    sportsbookTitle: 'Omad Sport — demo',
    simulation: 'Demo sport tikish — koeffitsiyentlar taqlidiy, haqiqiy stavkalar qabul qilinmaydi',
    demoBadge: 'Demo',
    upcoming: "Yaqin o'yinlar",
    allSports: 'Hammasi',
    sportFilter: 'Sport turi',
    sports: { football: 'Futbol', tennis: 'Tennis', basketball: 'Basketbol' },
    today: 'Bugun',
    tomorrow: 'Ertaga',
    draw: 'Durang',
    wins: "{team} g'alabasi",
    oddsOf: 'koeffitsiyent',
    slip: 'Kupon',
    slipEmpty: "Koeffitsiyentni bosing — tanlovingiz shu yerda paydo bo'ladi.",
    selections: 'Tanlovlar',
    totalOdds: 'Umumiy koeffitsiyent',
    remove: 'Olib tashlash',
    clear: 'Tozalash',
    slipNote: "Bu taqlid: pul yechilmaydi, stavka qo'yilmaydi.",
    timeZone: 'Vaqt: Toshkent (UTC+5)',
    gameFrameLabel: "Sinov o'yin oynasi — o'yinning o'zi bu yerda yo'q, pul tikilmaydi",
    playMode: "Pulga o'yin rejimi",
    demoMode: 'Demo rejim',
  },
  ru: {
    sportsbookTitle: 'Omad Sport — демо',
    simulation: 'Демо-букмекер — коэффициенты смоделированы, реальные ставки не принимаются',
    demoBadge: 'Демо',
    upcoming: 'Ближайшие матчи',
    allSports: 'Все',
    sportFilter: 'Вид спорта',
    sports: { football: 'Футбол', tennis: 'Теннис', basketball: 'Баскетбол' },
    today: 'Сегодня',
    tomorrow: 'Завтра',
    draw: 'Ничья',
    wins: 'Победа: {team}',
    oddsOf: 'коэффициент',
    slip: 'Купон',
    slipEmpty: 'Нажмите на коэффициент — выбор появится здесь.',
    selections: 'Выбрано',
    totalOdds: 'Общий коэффициент',
    remove: 'Убрать',
    clear: 'Очистить',
    slipNote: 'Это симуляция: деньги не списываются, ставки не принимаются.',
    timeZone: 'Время: Ташкент (UTC+5)',
    gameFrameLabel: 'Тестовое окно игры — самой игры здесь нет, ставки не принимаются',
    playMode: 'Режим игры на деньги',
    demoMode: 'Демо-режим',
  },
};
