import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { createPlatform } from './platform';
import { START_TIMEOUT_MS, TestClient } from './testing/api-client';

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a platform on disk', () => {
  it(
    'keeps accounts across a restart, and hides the dev outbox in production',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'omad-platform-'));
      dataDirs.push(dataDir);

      // Production both times: a database that ever held the demo accounts is refused there
      // (production-mode.test.ts).
      const production = { production: true, platformSecret: 'on-disk-test-secret' } as const;
      const first = await createPlatform({ dataDir, ...production });
      const registered = await new TestClient(first.app).call('auth.register', {
        email: 'keeper@omad.uz',
        password: 'Omad-Pa55word',
      });
      expect(registered.status).toBe(200);
      await first.close();

      const second = await createPlatform({ dataDir, ...production });
      try {
        const client = new TestClient(second.app);
        const login = await client.call('auth.login', {
          login: 'keeper@omad.uz',
          password: 'Omad-Pa55word',
        });
        expect(login.body.data).toMatchObject({ login: 'keeper@omad.uz' });
        // Seeds ran once: the seeded player is there exactly once, not re-inserted.
        const games = await client.call('games.get', { options: '{"count":0}' }, { http: 'GET' });
        expect((games.body.data as { count: number }).count).toBe(2400);

        const outbox = await client.request('/api/_dev/outbox?to=keeper@omad.uz');
        expect(outbox.status).toBe(404);
        expect(outbox.body.error?.type).toBe(ErrorType.MethodNotFound);
        const ban = await client.request('/api/_dev/ban', {
          method: 'POST',
          body: new URLSearchParams({ login: 'keeper@omad.uz' }),
        });
        expect(ban.status).toBe(404);
        const credit = await client.request('/api/_dev/credit', {
          method: 'POST',
          body: new URLSearchParams({ login: 'keeper@omad.uz', amount: '100' }),
        });
        expect(credit.status).toBe(404);
        expect((await client.request('/api/_dev/events')).status).toBe(404);
        const devGets = ['/feedback', '/chat-events', '/unsubscribe-link?contact=keeper@omad.uz'];
        for (const path of devGets) {
          const answer = await client.request(`/api/_dev${path}`);
          expect({ path, status: answer.status }).toEqual({ path, status: 404 });
        }
        const devPosts: [string, Record<string, string>][] = [
          ['/support-chat', { kind: 'tawk' }],
          [
            '/notify',
            { login: 'keeper@omad.uz', trigger: 'quest', type: 'credit', title: 'T', message: 'M' },
          ],
          ['/next-round', { login: 'keeper@omad.uz', outcome: 'top' }],
        ];
        for (const [path, fields] of devPosts) {
          const answer = await client.request(`/api/_dev${path}`, {
            method: 'POST',
            body: new URLSearchParams(fields),
          });
          expect({ path, status: answer.status }).toEqual({ path, status: 404 });
        }
        // The methods themselves are there in production.
        const settings = await client.call('support.getsettings', {}, { http: 'GET' });
        expect(settings.body.data).toMatchObject({ chat: 'jivo' });
      } finally {
        await second.close();
      }
    },
    START_TIMEOUT_MS * 2,
  );
});
