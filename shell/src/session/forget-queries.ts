// The query client's answers belong to one player in one language (see services.ts).
import type { i18n as I18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@omad/contract';

/**
 * Cached platform data belongs to one player in one language: when the account changes
 * (sign-in, sign-out) or the language does, every query starts over (active ones read
 * again), so no answer of one player or language is ever shown for another.
 */
export const forgetOnIdentityOrLocale = (
  client: QueryClient,
  session: Pick<SessionStore, 'getState' | 'subscribe'>,
  i18n: Pick<I18n, 'on'>,
): void => {
  // A guest is uid 0, and so is the visitor before the account first loads.
  let uid = session.getState().account?.uid ?? 0;
  session.subscribe((state) => {
    const next = state.account?.uid ?? 0;
    if (next === uid) return;
    uid = next;
    void client.resetQueries();
  });
  i18n.on('languageChanged', () => void client.resetQueries());
};
