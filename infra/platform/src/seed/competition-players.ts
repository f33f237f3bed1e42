// The players of the seeded tournaments and winners feed: 40 accounts that cannot sign in (no
// e-mail, phone, messenger id, social identity or password, so no sign-in, restore or
// registration can reach them), each with a public fake name, in UZS, balances opened at 0.
// Prizes the sweep pays them arrive through the ledger like anyone's.
import type { Queryable } from '../db/db';
import { insertAccount } from '../domain/accounts';
import { publicNameOf } from '../domain/player-names';

/** Their fake names (each 4-32 characters without the characters fake names may not hold). */
export const SEED_PLAYER_NAMES: readonly string[] = [
  'Sardor',
  'Dilnoza',
  'Bek777',
  'Тимур',
  'Malika.S',
  'Jasur',
  'Наргиза',
  'LuckyOtabek',
  'Шахзод',
  'Nodira',
  'Рустам77',
  'Feruza',
  'Temur-99',
  'Алишер',
  'Gulnora',
  'Umid2001',
  'Камила',
  'Shoxrux',
  'Dmitriy.K',
  'Madina',
  'Azamat.uz',
  'Ольга',
  'Farrux',
  'Zarina.T',
  'Анвар',
  'Doston',
  'Sanjar88',
  'Лола',
  'Ravshan',
  'Kamola',
  'Sherzod',
  'Нилуфар',
  'Ulugbek',
  'Svetlana',
  'Eldor',
  'Mohira',
  'Akmal-ST',
  'Бахтиёр',
  'Jahongir',
  'Sevara',
];

const DAY = 86_400_000;

/** A seeded player: its account and the name the feed and the tables show. */
export interface SeedPlayer {
  readonly id: number;
  readonly name: string;
}

/** Inserts the players, registered over the last year before `seededAt`. */
export const insertSeedPlayers = async (db: Queryable, seededAt: number): Promise<SeedPlayer[]> => {
  const players: SeedPlayer[] = [];
  for (const [index, fakename] of SEED_PLAYER_NAMES.entries()) {
    const id = await insertAccount(db, {
      passwordHash: null,
      currency: 'UZS',
      fakename,
      locale: /[а-я]/i.test(fakename) ? 'ru' : 'uz',
      regTime: seededAt - (30 + ((index * 37) % 330)) * DAY,
    });
    const name = publicNameOf({ fakename, email: null, phone: null, telegram_id: null });
    players.push({ id, name });
  }
  return players;
};
