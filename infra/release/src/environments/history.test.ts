import { describe, expect, it } from 'vitest';
import { versionTrail, type HistoryEntry } from './history';

const change = (
  action: HistoryEntry['action'],
  from: string | null,
  to: string,
  steps?: number,
): HistoryEntry => ({
  at: '',
  by: 'x',
  machine: null,
  action,
  app: 'mf-content',
  from,
  to,
  reason: null,
  steps,
});

describe('versionTrail', () => {
  it('starts from the version the first change replaced', () => {
    expect(
      versionTrail(
        [change('pin', '1.0.0', '1.1.0'), change('promote', '1.1.0', '1.2.0')],
        'mf-content',
      ),
    ).toEqual(['1.0.0', '1.1.0', '1.2.0']);
  });

  it('drops what a rollback undid', () => {
    const history = [
      change('pin', null, '1.0.0'),
      change('pin', '1.0.0', '1.1.0'),
      change('pin', '1.1.0', '1.2.0'),
      change('rollback', '1.2.0', '1.0.0', 2),
      change('pin', '1.0.0', '1.3.0'),
    ];
    expect(versionTrail(history, 'mf-content')).toEqual(['1.0.0', '1.3.0']);
    expect(versionTrail(history, 'mf-cashier')).toEqual([]);
  });
});
