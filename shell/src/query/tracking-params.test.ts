import { describe, expect, it } from 'vitest';
import { hitUrl, readTrackingParams } from './tracking-params';
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

describe('withoutAuthFlags', () => {
  it('removes the popup flags and keeps the rest of the query', () => {
    expect(withoutAuthFlags('?show_popup_reg=1&prevent_close=1&category=slots')).toBe(
      '?category=slots',
    );
    expect(withoutAuthFlags('?show_popup_auth=1')).toBe('');
  });
});
