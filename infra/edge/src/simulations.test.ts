// The platform's simulations and dev routes are reachable through the edge only where the
// environment file turns them on; elsewhere each answers 404 and nothing reaches the platform.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEdge, type EdgeOptions } from './edge';
import { isSimulationPath } from './simulations';
import { createFixture, startHttpServer, type Fixture, type RunningServer } from './test-fixtures';

const SIMULATIONS = [
  '/api/_dev/outbox',
  '/api/_dev',
  '/api/_pay/checkout?id=1',
  '/api/_kyc/session/1',
  '/api/_games/frame/book-of-omad?mode=real',
  '/api/_games/sportsbook',
  '/oauth/init?service=google&redirect_url=%2F',
  '/oauth/callback',
  '/api/%5Fdev/outbox',
  '/api/%5fpay/checkout',
  '//api//_dev/outbox',
  '/api%2F_kyc/x',
  '/oauth%2Finit',
];
const PLATFORM = [
  '/api/games.list?v=2.34',
  '/api/_media/banner/1.svg',
  '/api/_exports/1.csv',
  '/api/_devices',
  '/hit',
];

describe('which paths are simulations', () => {
  it.each(SIMULATIONS)('%s is one', (path) => {
    expect(isSimulationPath(path.split('?')[0] ?? '')).toBe(true);
  });
  it.each(PLATFORM)('%s is not', (path) => {
    expect(isSimulationPath(path.split('?')[0] ?? '')).toBe(false);
  });
  it('takes a path that does not decode for one', () => {
    expect(isSimulationPath('/api/%E0%A4%A')).toBe(true);
  });
});

describe('the edge and the simulations', () => {
  let fixture: Fixture;
  let platform: RunningServer;
  let reached: string[];
  beforeAll(async () => {
    fixture = await createFixture();
    platform = await startHttpServer((req, res) => {
      reached.push(req.url ?? '');
      res.end('{}');
    });
  });
  afterAll(async () => {
    await platform.close();
    await fixture.cleanup();
  });
  beforeEach(() => {
    reached = [];
  });

  const edgeFor = async (
    environment: string,
    simulations: boolean | undefined,
    overrides: Partial<EdgeOptions> = {},
  ) => {
    await fixture.write(
      `environments/${environment}.json`,
      JSON.stringify({
        name: environment,
        production: environment === 'production',
        ...(simulations === undefined ? {} : { simulations }),
        remotes: {},
      }),
    );
    return createEdge({
      shellDir: fixture.shellDir,
      artifactsDir: fixture.artifactsDir,
      environmentsDir: fixture.environmentsDir,
      environment,
      apiUpstream: platform.url,
      cmsUpstream: platform.url,
      log: () => {},
      ...overrides,
    });
  };
  const statuses = async (edge: ReturnType<typeof createEdge>, paths: readonly string[]) =>
    Promise.all(
      paths.map(async (path) => (await edge.app.request(path, { method: 'GET' })).status),
    );

  it.each([
    ['local', undefined],
    ['local', false],
    ['staging', undefined],
    ['staging', false],
    ['production', undefined],
  ])(
    'refuses every simulation in %s with simulations %s, forwarding nothing',
    async (env, flag) => {
      const edge = await edgeFor(env, flag);
      expect(await statuses(edge, SIMULATIONS)).toEqual(SIMULATIONS.map(() => 404));
      expect(reached).toEqual([]);
      // The platform itself is there: what is not a simulation still reaches it.
      expect(await statuses(edge, PLATFORM)).toEqual(PLATFORM.map(() => 200));
      expect(reached).toHaveLength(PLATFORM.length);
    },
  );

  it('forwards them where the environment turns simulations on', async () => {
    const edge = await edgeFor('local', true);
    const plain = SIMULATIONS.slice(0, 8);
    expect(await statuses(edge, plain)).toEqual(plain.map(() => 200));
    expect(reached).toHaveLength(plain.length);
  });

  it('lets the edge option decide over the file', async () => {
    const off = await edgeFor('local', true, { simulations: false });
    expect(await statuses(off, ['/api/_dev/outbox'])).toEqual([404]);
    const on = await edgeFor('staging', undefined, { simulations: true });
    expect(await statuses(on, ['/api/_dev/outbox'])).toEqual([200]);
    expect(reached).toEqual(['/api/_dev/outbox']);
  });

  it('refuses to start on a production file that turns them on', async () => {
    await expect(edgeFor('production', true)).rejects.toThrow(
      '"simulations" cannot be on in production',
    );
  });
});
