// A deposit the player left to fix something elsewhere (fill in the profile, pass
// verification): the method and amount are kept for this tab and given back once, when the
// player returns to that method.
import { safeSessionStorage } from '@omad/contract';

const KEY = 'omad.cashier.deposit-draft';

export type DepositDraft = Readonly<{ method: string; amount: string }>;

export const keepDraft = (draft: DepositDraft): void => {
  safeSessionStorage.setItem(KEY, JSON.stringify(draft));
};

/** The kept amount for `method`, taken (so it is given back once). */
export const takeDraft = (method: string): string | null => {
  const text = safeSessionStorage.getItem(KEY);
  if (text === null) return null;
  try {
    const draft = JSON.parse(text) as Partial<DepositDraft>;
    if (draft.method !== method || typeof draft.amount !== 'string') return null;
    safeSessionStorage.removeItem(KEY);
    return /^\d{1,18}$/.test(draft.amount) ? draft.amount : null;
  } catch {
    safeSessionStorage.removeItem(KEY);
    return null;
  }
};
