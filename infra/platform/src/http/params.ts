// Call parameters as the wire sends them (query string or form body) and the readers
// methods use to turn them into typed values, failing with a field error.
import { invalidParameter } from './errors';

/** A wire value: 'null' already turned into null; `a[]=` / `a[0]=` into lists, `a[k]=` into records. */
export type ParamValue = string | null | ParamValue[] | { [key: string]: ParamValue };
export type Params = Readonly<Record<string, ParamValue>>;

const bracketed = /^([^[\]]+)\[([^[\]]*)\]$/;

/** True when `value` holds a NUL character anywhere (a JSON value's strings included). */
const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => hasNul(key) || hasNul(inner));
  }
  return false;
};

/** Builds params from wire pairs, in order; a later plain key overrides an earlier one. */
export const paramsFrom = (pairs: Iterable<readonly [string, string]>): Params => {
  const params: Record<string, ParamValue> = {};
  for (const [rawKey, rawValue] of pairs) {
    // NUL cannot be stored in PostgreSQL text and has no place in any parameter.
    if (hasNul(rawKey) || hasNul(rawValue)) throw invalidParameter(rawKey, 'INVALID');
    const value = rawValue === 'null' ? null : rawValue;
    const match = bracketed.exec(rawKey);
    if (!match) {
      params[rawKey] = value;
      continue;
    }
    const [, name = '', inner = ''] = match;
    const existing = params[name];
    if (inner === '' || /^\d+$/.test(inner)) {
      params[name] = Array.isArray(existing) ? [...existing, value] : [value];
    } else {
      const record = existing && typeof existing === 'object' && !Array.isArray(existing);
      params[name] = { ...(record ? existing : {}), [inner]: value };
    }
  }
  return params;
};

/**
 * The longest text any parameter takes (a feedback message is at most a few thousand
 * characters); longer is refused by name before a method sees it.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;

const text = (params: Params, name: string): string | undefined => {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParameter(name, 'INVALID');
  if (value.length > MAX_PARAM_LENGTH) {
    throw invalidParameter(name, 'INVALID');
  }
  return value;
};

/** A trimmed string, undefined when absent, null or empty. */
export const optionalString = (params: Params, name: string): string | undefined => {
  const value = text(params, name)?.trim();
  return value === '' ? undefined : value;
};

export const requiredString = (params: Params, name: string): string => {
  const value = optionalString(params, name);
  if (value === undefined) throw invalidParameter(name, 'REQUIRED');
  return value;
};

/** A secret (password) exactly as sent, never trimmed. */
export const requiredSecret = (params: Params, name: string): string => {
  const value = text(params, name);
  if (value === undefined || value === '') throw invalidParameter(name, 'REQUIRED');
  return value;
};

/** A secret exactly as sent, never trimmed; undefined when absent. */
export const optionalSecret = (params: Params, name: string): string | undefined =>
  text(params, name);

/** '1' / 'true' and '0' / 'false'; anything else is INVALID. */
export const optionalFlag = (params: Params, name: string): boolean | undefined => {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw invalidParameter(name, 'INVALID');
};

/** A non-negative integer within `max`. */
export const optionalCount = (params: Params, name: string, max: number): number | undefined => {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count > max) throw invalidParameter(name, 'INVALID');
  return count;
};

/** A list sent as `a[]=x`, as a JSON array, or as a comma-separated string. */
export const optionalList = (params: Params, name: string): string[] | undefined => {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  const items = typeof value === 'string' ? splitList(value, name) : value;
  if (
    !Array.isArray(items) ||
    !items.every((item) => typeof item === 'string' && item.length <= MAX_PARAM_LENGTH) ||
    hasNul(items)
  ) {
    throw invalidParameter(name, 'INVALID');
  }
  return items.map((item) => item.trim()).filter((item) => item !== '');
};

const splitList = (value: string, name: string): unknown => {
  if (!value.trimStart().startsWith('[')) return value.split(',');
  try {
    return JSON.parse(value);
  } catch {
    throw invalidParameter(name, 'INVALID');
  }
};

/** An object sent as JSON text (games.get `options`) or as `a[key]=value` pairs. */
export const optionalObject = (params: Params, name: string): Record<string, unknown> => {
  const value = params[name];
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalidParameter(name, 'INVALID');
    }
  }
  // An empty object travels as 'null' in a form body (the contract's wire rules).
  if (parsed === null) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed) || hasNul(parsed)) {
    throw invalidParameter(name, 'INVALID');
  }
  return { ...parsed };
};

// ISO 8601: a date, or a date and time (seconds and fraction optional) with Z or an offset;
// a time without either is read as UTC.
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Milliseconds since the epoch of an ISO 8601 date or time; null when it is none (2026-02-30). */
export const instantOf = (text: string): number | null => {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '0', minute = '0', second = '0'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number);
  const fraction = match[7] ?? '';
  const zone = match[8];
  if (y === undefined || mo === undefined || d === undefined) return null;
  if (h === undefined || mi === undefined || s === undefined) return null;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const date = new Date(local);
  if (y < 1970 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1) return null;
  if (date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  if (!zone || zone === 'Z') return local;
  const sign = zone.startsWith('-') ? -1 : 1;
  const zoneHours = Number(zone.slice(1, 3));
  const zoneMinutes = Number(zone.slice(4, 6));
  if (zoneHours > 23 || zoneMinutes > 59) return null;
  return local - sign * (zoneHours * 60 + zoneMinutes) * 60_000;
};

/** An ISO 8601 time (see instantOf) in milliseconds; undefined when absent, else INVALID. */
export const optionalInstant = (params: Params, name: string): number | undefined => {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  const instant = instantOf(value);
  if (instant === null) throw invalidParameter(name, 'INVALID');
  return instant;
};
