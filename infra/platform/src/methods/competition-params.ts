// Parameters the competition methods share: ids of jackpots and tournaments, and pages.
import { invalidParameter } from '../http/errors';
import { optionalCount, optionalString, requiredString } from '../http/params';
import type { Params } from '../http/params';

/** A serial id: a positive whole number that fits an int column. */
const idOf = (text: string, name: string): number => {
  if (!/^[1-9]\d{0,8}$/.test(text)) throw invalidParameter(name, 'INVALID');
  return Number(text);
};

export const optionalId = (params: Params, name: string): number | undefined => {
  const text = optionalString(params, name);
  return text === undefined ? undefined : idOf(text, name);
};

export const requiredId = (params: Params, name: string): number =>
  idOf(requiredString(params, name), name);

/** `offset` and `count` (at most `max`, `fallback` when absent). */
export const pageParams = (params: Params, fallback: number, max: number) => ({
  offset: optionalCount(params, 'offset', Number.MAX_SAFE_INTEGER) ?? 0,
  count: optionalCount(params, 'count', max) ?? fallback,
});
