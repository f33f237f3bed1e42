// Tracking query parameters of spec section 2: remembered for the visit and reported once
// with the /hit image request (referer, track_id with a td_ prefix rewritten, seon_session).
import { safeLocalStorage, safeSessionStorage } from '@omad/contract';

export const TRACKING_PARAMS = [
  'track_id',
  'publisher_id',
  'goal_id',
  'goal_entry_id',
  'link_id',
] as const;
export const TRACKING_STORAGE_KEY = 'omad_tracking';

export type TrackingParams = Partial<Record<(typeof TRACKING_PARAMS)[number], string>>;

/** The tracking params present in a query string; track_id loses its td_ prefix. */
export const readTrackingParams = (search: string): TrackingParams => {
  const query = new URLSearchParams(search);
  const found: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = query.get(name);
    if (value) found[name] = name === 'track_id' ? value.replace(/^td_/, '') : value;
  }
  return found;
};

/** The /hit URL for a visit that arrived with a track_id. */
export const hitUrl = (
  params: TrackingParams,
  referer: string,
  seonSession: string | null,
): string | null => {
  if (!params.track_id) return null;
  const query = new URLSearchParams({ referer, track_id: params.track_id });
  if (seonSession) query.set('seon_session', seonSession);
  return `/hit?${query.toString()}`;
};

/** The params stored earlier in this browser; anything unreadable reads as none. */
const storedTrackingParams = (): object => {
  try {
    const stored: unknown = JSON.parse(safeLocalStorage.getItem(TRACKING_STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? stored : {};
  } catch {
    return {};
  }
};

/** Stores the params and fires the /hit image request (no response is read). */
export const reportTracking = (search: string): void => {
  const params = readTrackingParams(search);
  if (Object.keys(params).length === 0) return;
  safeLocalStorage.setItem(
    TRACKING_STORAGE_KEY,
    JSON.stringify({ ...storedTrackingParams(), ...params }),
  );
  const url = hitUrl(params, document.referrer, safeSessionStorage.getItem('seon_session'));
  if (url) new Image().src = url;
};
