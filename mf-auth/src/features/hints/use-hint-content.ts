// The CMS texts of the hints (cashier-config registrationHint, common.confirmHint), loaded
// only for a signed-in player, and whether the player's login contact is confirmed. Each
// says whether it has its answer yet: the strip appears only once the answers are in.
import { Events } from '@omad/contract';
import { useEffect, useState } from 'react';
import type { CashierConfig, Common } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';

export type HintContent = Readonly<{
  registration: CashierConfig['registrationHint'] | null;
  confirm: Common['confirmHint'] | null;
  /** Both reads have answered (or failed). */
  loaded: boolean;
}>;

const NOTHING: HintContent = { registration: null, confirm: null, loaded: false };

export const useHintContent = (signedIn: boolean): HintContent => {
  const { cms, locale } = useRemoteProps();
  const [content, setContent] = useState<HintContent>(NOTHING);
  useEffect(() => {
    if (!signedIn) return undefined;
    let cancelled = false;
    const warn = (error: unknown) => {
      console.warn('[mf-auth] hint texts unavailable', error);
      return null;
    };
    void Promise.all([
      cms.getCashierConfig().then((config) => config.registrationHint, warn),
      cms.getCommon().then((common) => common.confirmHint, warn),
    ]).then(([registration, confirm]) => {
      if (!cancelled) setContent({ registration, confirm, loaded: true });
    });
    return () => {
      cancelled = true;
    };
  }, [cms, locale, signedIn]);
  return content;
};

export type ContactState = Readonly<{
  confirmed: boolean;
  /** False only while the platform is being asked. */
  known: boolean;
}>;

/**
 * Whether `contact` is confirmed, asked only while `ask` is true (the hint could show).
 * An unknown answer counts as unconfirmed: the hint only offers to send a confirmation.
 */
export const useContactConfirmed = (contact: string | null, ask: boolean): ContactState => {
  const { api, bus } = useRemoteProps();
  const [confirmed, setConfirmed] = useState(false);
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  // Confirmed elsewhere (the profile's contacts): the hint goes at once.
  useEffect(() => {
    const onConfirmed = (event: Readonly<{ contact: string }>) => {
      if (event.contact === contact) setConfirmed(true);
    };
    bus.on(Events.ContactConfirmed, onConfirmed);
    return () => bus.off(Events.ContactConfirmed, onConfirmed);
  }, [bus, contact]);
  useEffect(() => {
    if (!ask || contact === null) return undefined;
    let cancelled = false;
    api.account
      .getProfileInfo(['contacts'])
      .then((profile) => {
        const match = profile.contacts.find((entry) => entry.contact === contact);
        if (!cancelled) setConfirmed(match?.is_confirmed ?? false);
      })
      .catch((error: unknown) => console.warn('[mf-auth] contacts unavailable', error))
      .finally(() => {
        if (!cancelled) setAnsweredFor(contact);
      });
    return () => {
      cancelled = true;
    };
  }, [api, contact, ask]);
  return { confirmed, known: !ask || contact === null || answeredFor === contact };
};
