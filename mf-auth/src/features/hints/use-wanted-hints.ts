// Which post-registration hints apply to the signed-in player now (spec section 4), in the
// order the strip shows them: "first deposit bonus" for 2 hours after registering until the
// first deposit (UserAccount.has_deposited, which the session's refresh after a paid deposit
// brings), and "confirm your contact" for 5 days unless a confirmation was sent.
import { useEffect, useState } from 'react';
import { useSession } from '@omad/contract/remote';
import type { UserAccount } from '@omad/contract/api';
import { isEmail, isPhone } from '@omad/contract/validation';
import { reloadHintMemory, useHintMemory } from '../../lib/hints/hint-storage';
import {
  confirmHintUntil,
  isConfirmHintVisible,
  isRegistrationHintVisible,
  msUntilNextChange,
} from '../../lib/hints/hints';
import { useContactConfirmed, useHintContent, type HintContent } from './use-hint-content';

export type HintName = 'registration' | 'confirm';

export type WantedHints = Readonly<{
  account: UserAccount | null;
  /** The login, when it is a contact a confirmation can go to. */
  contact: string | null;
  content: HintContent;
  wanted: readonly HintName[];
  /** Every answer the choice depends on is in (CMS texts, the contact's state). */
  settled: boolean;
}>;

export const useWantedHints = (): WantedHints => {
  const account = useSession((state) => (state.authenticated ? state.account : null));
  const memory = useHintMemory((state) => state);
  const content = useHintContent(account !== null);
  const [now, setNow] = useState(() => Date.now());

  const login = account?.login ?? '';
  const contact = isEmail(login) || isPhone(login) ? login : null;
  const registeredAt = account?.reg_time ? account.reg_time * 1000 : null;
  const registrationUntil =
    account && memory.registrationHint?.uid === account.uid ? memory.registrationHint.until : null;
  const confirmUntil = contact ? confirmHintUntil(registeredAt) : null;
  const confirmTiming = {
    now,
    registeredAt: contact ? registeredAt : null,
    confirmSent: contact !== null && memory.confirmSent === contact,
  };
  const contactState = useContactConfirmed(
    contact,
    isConfirmHintVisible({ ...confirmTiming, contactConfirmed: false }),
  );

  // The clock is read again when the player or a stored hint changes (a registration
  // happens long after this widget mounted), then when the next hint ends.
  const uid = account?.uid;
  useEffect(() => setNow(Date.now()), [uid, registeredAt, registrationUntil]);
  useEffect(() => {
    const delay = msUntilNextChange(now, [registrationUntil, confirmUntil]);
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), delay + 50);
    return () => window.clearTimeout(timer);
  }, [now, registrationUntil, confirmUntil]);
  // Another tab recorded a sent confirmation or a registration.
  useEffect(() => {
    window.addEventListener('storage', reloadHintMemory);
    return () => window.removeEventListener('storage', reloadHintMemory);
  }, []);

  const wanted: HintName[] = [];
  if (
    account &&
    content.registration &&
    isRegistrationHintVisible({
      now,
      until: registrationUntil,
      hasDeposited: account.has_deposited,
      isEnabled: content.registration.isEnabled,
    })
  )
    wanted.push('registration');
  if (
    account &&
    content.confirm &&
    isConfirmHintVisible({ ...confirmTiming, contactConfirmed: contactState.confirmed })
  )
    wanted.push('confirm');
  return { account, contact, content, wanted, settled: content.loaded && contactState.known };
};
