// The unseen-cashback popup's rule (spec section 4) for the signed-in player: the newest
// cashback shows once when its id is not the stored already_seen_cashback_id and it is active,
// or paid out with no receiving_expired_at. Its id is stored as soon as it shows, so a reload
// or another tab does not show it again.
import { useCallback, useEffect, useState } from 'react';
import type { Cashback } from '@omad/contract/api';
import { isUnseenCashback } from '@omad/contract/format';
import { useRemoteProps } from '@omad/contract/remote';

export const SEEN_CASHBACK_KEY = 'already_seen_cashback_id';

export const useUnseenCashback = () => {
  const { api } = useRemoteProps();
  const [cashback, setCashback] = useState<Cashback | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([
      api.cashbacks.get({ offset: 0, count: 1, order: 'desc' }),
      api.storage.get([SEEN_CASHBACK_KEY]),
    ]).then(
      ([page, stored]) => {
        if (!current) return;
        setChecked(true);
        const newest = page.items[0];
        if (!newest || !isUnseenCashback(newest, stored[SEEN_CASHBACK_KEY] ?? null)) return;
        setCashback(newest);
        api.storage.set(SEEN_CASHBACK_KEY, String(newest.id)).catch((error: unknown) => {
          console.warn('[mf-profile] storing the seen cashback failed', error);
        });
      },
      (error: unknown) => console.warn('[mf-profile] cashback check failed', error),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const dismiss = useCallback(() => setCashback(null), []);
  return { cashback, checked, dismiss };
};
