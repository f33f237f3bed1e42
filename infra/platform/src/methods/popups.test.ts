import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, PopupListSchema } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;

beforeAll(async () => {
  platform = await createTestPlatform();
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const popupsOf = async (client: TestClient, params: Record<string, string>, locale = 'uz') => {
  const answer = await client.call('popups.get', params, { http: 'GET', locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(PopupListSchema, answer.body.data)).toEqual([]);
  return parseWith(PopupListSchema, answer.body.data).items;
};

const signedIn = async (login: string): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  const answer = await client.call('auth.login', { login, password: 'Secret123' });
  expect(answer.status).toBe(200);
  return client;
};

describe('popups.get', () => {
  it('answers a published popup by sysname in the call locale, with its artwork', async () => {
    const guest = new TestClient(platform.app);
    const [uz] = await popupsOf(guest, { sysname: 'welcome' });
    expect(uz).toMatchObject({
      sysname: 'welcome',
      kind: 'info',
      title: 'Omad\u2019ga xush kelibsiz!',
      image: '/api/_media/popup/welcome.svg',
      button: { title: 'Bonusni olish', link: '/promotions' },
    });
    expect(uz?.text).toContain('\n');
    const [ru] = await popupsOf(guest, { sysname: 'welcome' }, 'ru');
    expect(ru).toMatchObject({ id: uz?.id, title: 'Добро пожаловать в Omad!' });
    expect(ru?.button).toEqual({ title: 'Получить бонус', link: '/promotions' });

    const image = await platform.app.request(uz?.image ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers a popup without a button or an image with nulls', async () => {
    const [popup] = await popupsOf(new TestClient(platform.app), { sysname: 'responsible-gaming' });
    expect(popup).toMatchObject({ kind: 'info', image: null, button: null });
    const noArtwork = await platform.app.request('/api/_media/popup/responsible-gaming.svg');
    expect(noArtwork.status).toBe(404);
  });

  it('shows an unpublished popup only to a preview', async () => {
    const guest = new TestClient(platform.app);
    expect(await popupsOf(guest, { sysname: 'spring-preview' })).toEqual([]);
    expect(await popupsOf(guest, { sysname: 'spring-preview', preview: '0' })).toEqual([]);
    const [preview] = await popupsOf(guest, { sysname: 'spring-preview', preview: '1' }, 'ru');
    expect(preview).toMatchObject({
      sysname: 'spring-preview',
      kind: 'campaign',
      title: 'Скоро весенний турнир',
      button: { link: '/tournaments' },
    });
    // A preview of a published popup is the popup itself.
    expect(await popupsOf(guest, { sysname: 'welcome', preview: '1' })).toHaveLength(1);
  });

  it('answers an unknown sysname with no items', async () => {
    expect(await popupsOf(new TestClient(platform.app), { sysname: 'no-such-popup' })).toEqual([]);
  });

  it('lists the campaign popups that target a signed-in player, and none for a guest', async () => {
    expect(await popupsOf(new TestClient(platform.app), {})).toEqual([]);
    const player = await signedIn('player@omad.uz');
    // Outside the campaign's audience, a player has none.
    expect(await popupsOf(player, {})).toEqual([]);
    const target = (sysname: string) =>
      player.request('/api/_dev/campaign-audience', {
        method: 'POST',
        body: new URLSearchParams({ login: 'player@omad.uz', sysname }),
      });
    expect((await target('weekend-cashback')).status).toBe(200);
    // An unpublished campaign stays hidden even for its audience; an info popup is no campaign.
    expect((await target('spring-preview')).status).toBe(200);
    expect((await target('welcome')).status).toBe(400);
    const campaigns = await popupsOf(player, {});
    expect(campaigns.map((popup) => popup.sysname)).toEqual(['weekend-cashback']);
    expect(campaigns[0]).toMatchObject({
      kind: 'campaign',
      title: 'Dam olish kunlari 15% keshbek',
      button: { link: '/offers' },
    });
  });

  it('refuses a banned player', async () => {
    const player = new TestClient(platform.app);
    await player.call('auth.register', {
      email: 'popup.banned@omad.uz',
      password: 'Omad-Pa55word',
    });
    await player.request('/api/_dev/ban', {
      method: 'POST',
      body: new URLSearchParams({ login: 'popup.banned@omad.uz' }),
    });
    const answer = await player.call('popups.get', {}, { http: 'GET' });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.type).toBe(ErrorType.UserBanned);
  });
});
