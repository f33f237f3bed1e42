// Whether real play may start: a player whose main balance is empty is offered a deposit
// instead of a frame. The session's account says first; when it says empty, the platform's
// balance (account.getBalance, the read every region shares) is asked, since the session may
// be older than a deposit: only an answer read since the page asked counts.
import { useQuery } from '@tanstack/react-query';
import { compareDecimal } from '@omad/contract/format';
import { platformQuery, useRemoteProps, useSession } from '@omad/contract/remote';

export type FundsState = 'checking' | 'funded' | 'empty';

export const useRealFunds = (enabled: boolean): FundsState => {
  const { api } = useRemoteProps();
  const main = useSession((state) => state.account?.balances?.main.amount ?? null);
  const suspect = enabled && main !== null && compareDecimal(main, '0') <= 0;
  const balance = useQuery({ ...platformQuery(api, 'account.getBalance'), enabled: suspect });

  // An unknown balance does not hold the game back: the frame says when a bet does not fit.
  if (!suspect) return 'funded';
  if (!balance.isFetchedAfterMount) return 'checking';
  // A failed check leaves the session's balance standing.
  if (!balance.data) return 'empty';
  return compareDecimal(balance.data.main.amount, '0') > 0 ? 'funded' : 'empty';
};
