// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TRACKING_STORAGE_KEY,
  hitUrl,
  readTrackingParams,
  reportTracking,
} from './tracking-params';
import { withoutAuthFlags } from './use-query-flags';

describe('tracking params', () => {
  it('reads every tracking parameter and rewrites the td_ prefix of track_id', () => {
    expect(
      readTrackingParams(
        '?track_id=td_abc&publisher_id=7&goal_id=1&goal_entry_id=2&link_id=3&other=x',
      ),
    ).toEqual({
      track_id: 'abc',
      publisher_id: '7',
      goal_id: '1',
      goal_entry_id: '2',
      link_id: '3',
    });
  });
  it('builds the /hit URL only with a track_id', () => {
    expect(hitUrl({ publisher_id: '7' }, 'https://ref.example/', null)).toBeNull();
    const url = new URL(
      hitUrl({ track_id: 'abc' }, 'https://ref.example/', 'seon-1') ?? '',
      'http://x',
    );
    expect(url.pathname).toBe('/hit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      referer: 'https://ref.example/',
      track_id: 'abc',
      seon_session: 'seon-1',
    });
  });
});

describe('reportTracking', () => {
  const hits: string[] = [];
  const recordHits = () =>
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          hits.push(url);
        }
      },
    );
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    hits.length = 0;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('adds the params to the stored ones and reports the hit with the seon session', () => {
    recordHits();
    localStorage.setItem(TRACKING_STORAGE_KEY, '{"publisher_id":"7"}');
    sessionStorage.setItem('seon_session', 'seon-1');
    reportTracking('?track_id=td_abc');
    expect(JSON.parse(localStorage.getItem(TRACKING_STORAGE_KEY) ?? '')).toEqual({
      publisher_id: '7',
      track_id: 'abc',
    });
    expect(new URL(hits[0] ?? '', 'http://x').searchParams.get('seon_session')).toBe('seon-1');
  });

  it('still reports the hit when storage is refused or holds something unreadable', () => {
    recordHits();
    localStorage.setItem(TRACKING_STORAGE_KEY, 'not json');
    reportTracking('?track_id=one');
    expect(JSON.parse(localStorage.getItem(TRACKING_STORAGE_KEY) ?? '')).toEqual({
      track_id: 'one',
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => reportTracking('?track_id=two')).not.toThrow();
    expect(hits.map((url) => new URL(url, 'http://x').searchParams.get('track_id'))).toEqual([
      'one',
      'two',
    ]);
  });
});

describe('withoutAuthFlags', () => {
  it('removes the popup flags and keeps the rest of the query', () => {
    expect(withoutAuthFlags('?show_popup_reg=1&prevent_close=1&category=slots')).toBe(
      '?category=slots',
    );
    expect(withoutAuthFlags('?show_popup_auth=1')).toBe('');
  });
});
