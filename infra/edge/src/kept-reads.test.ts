import { describe, expect, it } from 'vitest';
import { keptReads } from './kept-reads';

describe('keptReads', () => {
  it('shares a read under way, keeps its answer, forgets a failure, and bounds its keys', async () => {
    let now = 0;
    let runs = 0;
    const read = keptReads<number>({ clock: () => now, pendingMs: 100, maxKeys: 2 });
    const run = (value: number) => () => {
      runs += 1;
      return Promise.resolve(value);
    };
    const [a, b] = await Promise.all([read('a', run(1), () => 50), read('a', run(2), () => 50)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    now = 49;
    expect(await read('a', run(3), () => 50)).toBe(1);
    now = 51;
    expect(await read('a', run(4), () => 50)).toBe(4);
    await expect(
      read(
        'f',
        () => Promise.reject(new Error('down')),
        () => 50,
      ),
    ).rejects.toThrow();
    expect(await read('f', run(5), () => 50)).toBe(5);
    // A third key makes room by dropping the oldest ('a').
    await read('c', run(6), () => 50);
    runs = 0;
    expect(await read('a', run(7), () => 50)).toBe(7);
    expect(runs).toBe(1);
  });

  it('reads again what was kept under an older generation of the content', async () => {
    let generation = 0;
    let runs = 0;
    const read = keptReads<number>({
      clock: () => 0,
      pendingMs: 100,
      maxKeys: 2,
      generation: () => generation,
    });
    const run = () => {
      runs += 1;
      return Promise.resolve(runs);
    };
    expect(await read('a', run, () => 1_000)).toBe(1);
    expect(await read('a', run, () => 1_000)).toBe(1);
    generation += 1;
    expect(await read('a', run, () => 1_000)).toBe(2);
    // A read started before a change is not kept past it.
    let finish: (value: number) => void = () => undefined;
    const slow = read(
      'b',
      () =>
        new Promise<number>((resolve) => {
          finish = resolve;
        }),
      () => 1_000,
    );
    generation += 1;
    const fresh = read('b', run, () => 1_000);
    finish(0);
    expect([await slow, await fresh]).toEqual([0, 3]);
    expect(await read('b', run, () => 1_000)).toBe(3);
  });
});
