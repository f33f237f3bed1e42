// /unsubscribe's state: a whole link from an e-mail is used at once; without one, a
// signed-in player confirms with a button and unsubscribes their own contacts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { invalidatePlatform, useRemoteProps, useSession } from '@omad/contract/remote';
import { failureOf, isPartialLink, linkFrom } from './unsubscribe-model';

export type UnsubscribeStep =
  /** The session is not known yet, or the call is running. */
  | 'loading'
  /** A signed-in player without a link: waits for the confirm button. */
  | 'confirm'
  | 'sending'
  | 'done'
  /** The link is incomplete or was refused. */
  | 'invalid'
  /** The call failed for another reason: a retry may help. */
  | 'failed';

export const useUnsubscribe = () => {
  const { api, queryClient } = useRemoteProps();
  const [query] = useSearchParams();
  const sessionKnown = useSession(
    (state) => state.status === 'success' || state.status === 'error',
  );
  const signedIn = useSession((state) => state.authenticated);
  const [result, setResult] = useState<UnsubscribeStep | null>(null);
  const lastFields = useRef<Readonly<Record<string, string>> | null>(null);
  const link = linkFrom(query);
  const contact = link?.contact;
  const token = link?.token;

  const send = useCallback(
    (fields: Readonly<Record<string, string>>) => {
      lastFields.current = fields;
      setResult('sending');
      api.account.unsubscribe(fields).then(
        () => {
          setResult('done');
          // The contacts' subscriptions changed: the profile shows them.
          void invalidatePlatform(queryClient, 'account.getProfileInfo');
        },
        (error: unknown) => {
          console.warn('[mf-content] unsubscribe refused', error);
          setResult(failureOf(error));
        },
      );
    },
    [api, queryClient],
  );

  // A link from an e-mail works without a session: use it as soon as the page opens.
  useEffect(() => {
    if (contact && token) send({ contact, token });
  }, [send, contact, token]);

  const step: UnsubscribeStep = (() => {
    if (result) return result;
    if (link) return 'loading';
    if (isPartialLink(query)) return 'invalid';
    if (!sessionKnown) return 'loading';
    return signedIn ? 'confirm' : 'invalid';
  })();

  const retry = useCallback(() => {
    if (lastFields.current) send(lastFields.current);
  }, [send]);

  return {
    step,
    signedIn,
    /** Unsubscribes the signed-in player's own contacts (no link needed). */
    confirm: () => send({}),
    retry,
  };
};
