import { describe, expect, it } from 'vitest';
import { parseInitData } from './init-data';

const HASH = 'a'.repeat(64);
const user = { id: 777001, first_name: 'Ali', username: 'omad_fan', language_code: 'ru' };
const launch = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const hashOf = (data: string, extra = '&tgWebAppVersion=7.0&tgWebAppPlatform=ios') =>
  `#tgWebAppData=${encodeURIComponent(data)}${extra}`;

describe('parseInitData', () => {
  it('reads the user, the start parameter, auth_date and the hash of the launch data', () => {
    const data = launch({
      query_id: 'AAH',
      user: JSON.stringify(user),
      auth_date: '1748779200',
      start_param: 'WELCOME100',
      hash: HASH,
    });
    expect(parseInitData(hashOf(data))).toEqual({
      is_tg: true,
      id: 777001,
      username: 'omad_fan',
      language_code: 'ru',
      payload: 'WELCOME100',
      auth_date: '1748779200',
      hash: HASH,
    });
  });

  it('accepts the hash without # (as the shell announces it) and raw init data', () => {
    const data = launch({ user: JSON.stringify(user), hash: HASH });
    expect(parseInitData(hashOf(data).slice(1))?.id).toBe(777001);
    expect(parseInitData(data)?.id).toBe(777001);
  });

  it("sends '' for an absent username, language or start parameter, and no auth_date", () => {
    const parsed = parseInitData(hashOf(launch({ user: JSON.stringify({ id: 5 }), hash: HASH })));
    expect(parsed).toEqual({
      is_tg: true,
      id: 5,
      username: '',
      language_code: '',
      payload: '',
      hash: HASH,
    });
  });

  it('refuses malformed launch data', () => {
    const good = { user: JSON.stringify(user), hash: HASH };
    for (const data of [
      launch({ ...good, hash: 'not-hex' }),
      launch({ ...good, hash: '' }),
      launch({ user: JSON.stringify(user) }),
      launch({ ...good, user: '{broken' }),
      launch({ ...good, user: JSON.stringify({ id: '777' }) }),
      launch({ ...good, user: JSON.stringify({ id: -1 }) }),
      launch({ ...good, user: JSON.stringify([1]) }),
      launch({ ...good, auth_date: 'yesterday' }),
    ]) {
      expect(parseInitData(hashOf(data)), data).toBeNull();
    }
    expect(parseInitData('')).toBeNull();
    expect(parseInitData('#popup-preview')).toBeNull();
  });
});
