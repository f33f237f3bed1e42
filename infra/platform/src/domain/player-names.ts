// How the winners feed and the leaderboards name a player in public: the name the player chose
// (account.changefakename), else a masked login. No e-mail, phone or messenger id ever goes out
// whole: a login shows its first few characters and '***'.
import type { AccountRow } from './accounts';

/** What a public name is made from. */
export type NamedAccount = Pick<AccountRow, 'fakename' | 'email' | 'phone' | 'telegram_id'>;

/** The columns of a NamedAccount, for a select from accounts `a`. */
export const NAMED_ACCOUNT_COLUMNS = 'a.fakename, a.email, a.phone, a.telegram_id';

const MASK = '***';

/** A run of seven digits reads as a phone number, whatever else is around it. */
const PHONE_LIKE = /\d{7}/;

/** The first `count` characters (code points, so a Cyrillic name is not cut in half) and the mask. */
const masked = (text: string, count: number): string =>
  `${Array.from(text).slice(0, count).join('')}${MASK}`;

/**
 * The name shown for a player: the fake name when set (unless it looks like a phone number,
 * which is masked like one); else the e-mail's first 3 characters before the '@', the phone's
 * first 4 digits, or the messenger id's first 3 digits, each followed by '***'; 'Player***'
 * for an account with none of these.
 */
export const publicNameOf = (account: NamedAccount): string => {
  const fakename = account.fakename?.trim();
  if (fakename) return PHONE_LIKE.test(fakename) ? masked(fakename, 4) : fakename;
  if (account.email) return masked(account.email.split('@')[0] ?? '', 3);
  if (account.phone) return masked(account.phone.replace(/^\+/, ''), 4);
  if (account.telegram_id) return masked(account.telegram_id, 3);
  return `Player${MASK}`;
};
