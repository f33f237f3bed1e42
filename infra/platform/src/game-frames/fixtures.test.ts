import { describe, expect, it } from 'vitest';
import { MARGIN, upcomingFixtures } from './fixtures';
import { kickoffLabel } from './sportsbook-page';

const NOW = Date.UTC(2030, 4, 14, 9, 5);
const HOUR_MS = 60 * 60 * 1000;

describe('the sportsbook fixtures', () => {
  it('are upcoming, soonest first, in three sports', () => {
    const fixtures = upcomingFixtures(NOW, 'uz');
    const kickoffs = fixtures.map((fixture) => fixture.kickoff);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    expect(Math.min(...kickoffs)).toBeGreaterThan(NOW);
    expect(new Set(fixtures.map((fixture) => fixture.sport))).toEqual(
      new Set(['football', 'tennis', 'basketball']),
    );
    expect(new Set(fixtures.map((fixture) => fixture.id)).size).toBe(fixtures.length);
  });

  it('price every market with the margin: 1X2 in football, no draw elsewhere', () => {
    for (const fixture of upcomingFixtures(NOW, 'uz')) {
      const { home, draw, away } = fixture.odds;
      expect(draw === null).toBe(fixture.sport !== 'football');
      const overround = [home, draw, away].reduce<number>(
        (sum, odd) => sum + (odd === null ? 0 : 1 / odd),
        0,
      );
      expect(overround).toBeGreaterThan(MARGIN - 0.01);
      expect(overround).toBeLessThan(MARGIN + 0.01);
      for (const odd of [home, draw ?? 1.01, away]) expect(odd).toBeGreaterThanOrEqual(1.01);
    }
  });

  it('keep the same odds and ids whenever they are asked for, named in the locale', () => {
    const now = upcomingFixtures(NOW, 'uz');
    const later = upcomingFixtures(NOW + 2 * HOUR_MS, 'ru');
    expect(later.map((fixture) => [fixture.id, fixture.odds])).toEqual(
      now.map((fixture) => [fixture.id, fixture.odds]),
    );
    expect(now.map((fixture) => fixture.home)).toContain('Paxtakor');
    expect(later.map((fixture) => fixture.home)).toContain('Пахтакор');
    expect(later[0]?.kickoff).toBe((now[0]?.kickoff ?? 0) + 2 * HOUR_MS);
  });

  it('label kick-offs as today, tomorrow or a date in Tashkent time', () => {
    // NOW is 14:05 in Tashkent (UTC+5).
    expect(kickoffLabel(NOW + 5 * HOUR_MS, NOW, 'uz')).toBe('Bugun, 19:05');
    expect(kickoffLabel(NOW + 10 * HOUR_MS, NOW, 'ru')).toBe('Завтра, 00:05');
    expect(kickoffLabel(NOW + 48 * HOUR_MS, NOW, 'uz')).toBe('16-may, 14:05');
    expect(kickoffLabel(NOW + 48 * HOUR_MS, NOW, 'ru')).toBe('16 мая, 14:05');
  });
});
