// Public names of the feed and leaderboards: the chosen fake name, else a masked login; a
// login never goes out whole.
import { describe, expect, it } from 'vitest';
import { publicNameOf } from './player-names';

const account = { fakename: null, email: null, phone: null, telegram_id: null };

describe('publicNameOf', () => {
  it("shows the player's fake name as chosen", () => {
    expect(publicNameOf({ ...account, fakename: 'Sardor', email: 'sardor@omad.uz' })).toBe(
      'Sardor',
    );
    expect(publicNameOf({ ...account, fakename: 'Шахзод' })).toBe('Шахзод');
  });

  it('masks a login: 3 characters of an e-mail, 4 digits of a phone, 3 of a messenger id', () => {
    expect(publicNameOf({ ...account, email: 'aziz.karimov@omad.uz' })).toBe('azi***');
    expect(publicNameOf({ ...account, email: 'ab@omad.uz' })).toBe('ab***');
    expect(publicNameOf({ ...account, phone: '998901234567' })).toBe('9989***');
    expect(publicNameOf({ ...account, email: 'x@omad.uz', phone: '998901234567' })).toBe('x***');
    expect(publicNameOf({ ...account, telegram_id: '123456789' })).toBe('123***');
    expect(publicNameOf(account)).toBe('Player***');
    expect(publicNameOf({ ...account, fakename: '   ', email: 'dilnoza@omad.uz' })).toBe('dil***');
  });

  it('masks a fake name that carries a phone number', () => {
    expect(publicNameOf({ ...account, fakename: '998901234567' })).toBe('9989***');
    expect(publicNameOf({ ...account, fakename: 'Bek998901234567' })).toBe('Bek9***');
  });
});
