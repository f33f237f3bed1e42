// The restore link's token for the /restore page: taken from the address once, then the
// fragment is replaced away (the token stays in this component's memory only, never in the
// history or a shared screenshot of the address bar), and checked with the platform.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRemoteProps } from '@omad/contract/remote';
import {
  hashWithoutToken,
  tokenFromHash,
  tokenProblemOf,
  type TokenProblem,
} from './restore-token';

export type TokenCheck = Readonly<
  | { step: 'checking' }
  | { step: 'valid'; token: string }
  | { step: 'problem'; problem: TokenProblem }
  /** The check got no usable answer (network, server): the page offers to try again. */
  | { step: 'failed' }
>;

export type RestoreToken = Readonly<{
  check: TokenCheck;
  /** Checks the token again after a failed check. */
  retry: () => void;
  /** A later refusal (of the new password) found the token spent or gone. */
  markProblem: (problem: TokenProblem) => void;
}>;

export const useRestoreToken = (): RestoreToken => {
  const { api } = useRemoteProps();
  const location = useLocation();
  const navigate = useNavigate();
  // A link opened over this page (only its fragment differs, so nothing reloads) brings its
  // own token: adopted while rendering, as React adjusts state derived from props.
  const linkToken = tokenFromHash(location.hash);
  const [token, setToken] = useState(linkToken);
  if (linkToken !== null && linkToken !== token) setToken(linkToken);
  const [check, setCheck] = useState<TokenCheck>(() =>
    token === null ? { step: 'problem', problem: 'missing' } : { step: 'checking' },
  );
  const [attempt, setAttempt] = useState(0);

  // Through the shell's navigator, so the shell's location (and a language switch built from
  // it) loses the token too; `replace`, so no history entry keeps it.
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (tokenFromHash(hash) === null) return;
    void navigate({ pathname, search, hash: hashWithoutToken(hash) }, { replace: true });
  }, [navigate, pathname, search, hash]);

  useEffect(() => {
    if (token === null) return undefined;
    let cancelled = false;
    setCheck({ step: 'checking' });
    api.auth
      .checkRestoreToken(token)
      .then(() => {
        if (!cancelled) setCheck({ step: 'valid', token });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const problem = tokenProblemOf(error);
        setCheck(problem ? { step: 'problem', problem } : { step: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [api, token, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const markProblem = useCallback(
    (problem: TokenProblem) => setCheck({ step: 'problem', problem }),
    [],
  );
  return { check, retry, markProblem };
};
