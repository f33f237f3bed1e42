// Whether real play may start: a player whose main balance is empty is offered a deposit
// instead of a frame. The session's account says first; when it says empty, the platform's
// balance (account.getBalance) is asked, since the session may be older than a deposit.
import { useEffect, useState } from 'react';
import { compareDecimal } from '@omad/contract/format';
import { useRemoteProps, useSession } from '@omad/contract/remote';

export type FundsState = 'checking' | 'funded' | 'empty';

export const useRealFunds = (enabled: boolean): FundsState => {
  const { api } = useRemoteProps();
  const main = useSession((state) => state.account?.balances?.main.amount ?? null);
  const suspect = enabled && main !== null && compareDecimal(main, '0') <= 0;
  const [checked, setChecked] = useState<Readonly<{ for: string; funds: FundsState }> | null>(null);

  useEffect(() => {
    if (!suspect || main === null) return undefined;
    let current = true;
    api.account.getBalance().then(
      (balances) => {
        if (current)
          setChecked({
            for: main,
            funds: compareDecimal(balances.main.amount, '0') > 0 ? 'funded' : 'empty',
          });
      },
      (error: unknown) => {
        console.warn('[mf-gamehall] balance check failed; the session balance stands', error);
        if (current) setChecked({ for: main, funds: 'empty' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, suspect, main]);

  // An unknown balance does not hold the game back: the frame says when a bet does not fit.
  if (!suspect) return 'funded';
  return checked?.for === main ? checked.funds : 'checking';
};
