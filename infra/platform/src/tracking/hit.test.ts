import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { createTestPlatform } from '../testing/test-platform';

describe('GET /hit', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform({ production: false });
  }, 60_000);
  afterAll(() => platform.close());

  const hits = async (trackId: string) => {
    const response = await platform.app.request(`/api/_dev/hits?track_id=${trackId}`);
    return ((await response.json()) as { data: unknown[] }).data;
  };

  it('answers a never-cached pixel and records the visit with its track id', async () => {
    const response = await platform.app.request(
      '/hit?track_id=abc&referer=https%3A%2F%2Fref.example%2F&seon_session=s1',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(20);
    expect(await hits('abc')).toEqual([
      { track_id: 'abc', referer: 'https://ref.example/', seon_session: 's1' },
    ]);
  });

  it('answers the pixel without recording when there is no track id', async () => {
    const response = await platform.app.request('/hit?referer=only');
    expect(response.status).toBe(200);
    expect(await hits('')).toEqual([]);
  });
});
