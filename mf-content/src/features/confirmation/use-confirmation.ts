// /confirmation's state: a guest is asked to sign in (the sign-in dialog opens once by
// itself), a signed-in player's contact is confirmed with the link's code and the page moves
// on to /confirmation/success; a refused code can be replaced by a new link.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Events } from '@omad/contract';
import { isPlatformError } from '@omad/contract/api';
import { waitAdvice } from '@omad/contract/format';
import { invalidatePlatform, useRemoteProps, useSession } from '@omad/contract/remote';
import {
  confirmationFailureOf,
  confirmationLinkFrom,
  type ConfirmationFailure,
} from './confirmation-model';

export type ConfirmationStep =
  'loading' | 'invalid-link' | 'signin' | 'confirming' | ConfirmationFailure;

export type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export const SUCCESS_PATH = '/confirmation/success';

/** The query flag that makes the shell open the sign-in dialog for a guest (spec section 2). */
const SIGN_IN_FLAG = 'show_popup_auth';

export const useConfirmation = () => {
  const { api, bus, session, locale, queryClient } = useRemoteProps();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const sessionKnown = useSession(
    (state) => state.status === 'success' || state.status === 'error',
  );
  const uid = useSession((state) => (state.authenticated ? (state.account?.uid ?? null) : null));
  const [failure, setFailure] = useState<ConfirmationFailure | null>(null);
  // A slowed confirmation's wait in seconds (null: the platform did not say).
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [resend, setResend] = useState<ResendState>('idle');
  // A refused new link's wait in seconds: a contact gets one message per resend time.
  const [resendRetryAfter, setResendRetryAfter] = useState<number | null>(null);
  const askedToSignIn = useRef(false);
  // useNavigate's identity follows the location; the confirmation must not run again for it.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const link = confirmationLinkFrom(query);
  const contact = link?.contact;
  const code = link?.code;

  const openSignIn = useCallback(
    () => bus.emit(Events.AuthOpen, { mode: 'login', source: 'confirmation' }),
    [bus],
  );

  // A guest with a link is asked once to sign in. The first time goes through the shell's
  // show_popup_auth flag, which waits until the auth widget listens (an event sent while the
  // page mounts could be missed); the page keeps a button that asks again on the bus.
  useEffect(() => {
    if (!contact || !sessionKnown || uid !== null || askedToSignIn.current) return;
    askedToSignIn.current = true;
    const search = new URLSearchParams(window.location.search);
    search.set(SIGN_IN_FLAG, '1');
    void navigateRef.current({ search: `?${search}` }, { replace: true });
  }, [contact, sessionKnown, uid]);

  // Signed in (now, or later through the dialog): confirm the contact with the code.
  useEffect(() => {
    if (!contact || !code || uid === null) return undefined;
    let cancelled = false;
    setFailure(null);
    setResend('idle');
    api.account.confirmContact(contact, code).then(
      () => {
        if (cancelled) return;
        // The account now has a confirmed contact: hints and withdrawals read it from there,
        // the profile from its contacts.
        void session.refresh();
        void invalidatePlatform(queryClient, 'account.getInfo', 'account.getProfileInfo');
        void navigateRef.current(SUCCESS_PATH, { replace: true });
      },
      (error: unknown) => {
        console.warn('[mf-content] contact not confirmed', error);
        if (cancelled) return;
        setFailure(confirmationFailureOf(error));
        setRetryAfter(isPlatformError(error) ? error.retryAfterSeconds : null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, session, queryClient, contact, code, uid, attempt]);

  const step: ConfirmationStep = (() => {
    if (!link) return 'invalid-link';
    if (!sessionKnown) return 'loading';
    if (uid === null) return 'signin';
    return failure ?? 'confirming';
  })();

  /** Sends a new confirmation link to the contact (signed-in players only). */
  const sendNewLink = useCallback(() => {
    if (!contact) return;
    setResend('sending');
    api.account.sendConfirmationToContact(contact).then(
      () => setResend('sent'),
      (error: unknown) => {
        console.warn('[mf-content] confirmation not sent', error);
        setResendRetryAfter(isPlatformError(error) ? error.retryAfterSeconds : null);
        setResend('failed');
      },
    );
  }, [api, contact]);

  return {
    step,
    contact: contact ?? '',
    resend,
    /** How long a slowed player waits, as a sentence in the page's language. */
    wait: waitAdvice(retryAfter, locale),
    /** When a new link was refused as too soon: how long until one may be asked for. */
    resendWait: resendRetryAfter === null ? null : waitAdvice(resendRetryAfter, locale),
    openSignIn,
    sendNewLink,
    retry: () => setAttempt((count) => count + 1),
  };
};
