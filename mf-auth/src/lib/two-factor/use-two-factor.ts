// The two-factor machine held by a screen: the state to render, and a dispatch that feeds
// the machine the state as it is when an answer arrives (answers come after awaits). Used
// by the dialog's sign-in and by the messenger's, which differ only in the call they make.
import { useCallback, useRef, useState } from 'react';
import {
  initialTwoFactorState,
  transition,
  type CodeErrorReason,
  type TwoFactorEvent,
  type TwoFactorOutcome,
  type TwoFactorState,
} from './two-factor-machine';

/** The texts said under the code field, per reason the platform gave. */
export const CODE_ERROR_KEY: Readonly<Record<CodeErrorReason, string>> = {
  codeInvalid: 'login.twoFactor.errors.invalid',
  codeExpired: 'login.twoFactor.errors.expired',
  codeLength: 'login.twoFactor.errors.length',
};

export const useTwoFactor = (initial: () => TwoFactorState = () => initialTwoFactorState) => {
  const [state, setState] = useState<TwoFactorState>(initial);
  const current = useRef(state);
  const dispatch = useCallback((event: TwoFactorEvent): TwoFactorOutcome => {
    const next = transition(current.current, event);
    current.current = next.state;
    setState(next.state);
    return next.outcome;
  }, []);
  const onTick = useCallback((now: number) => void dispatch({ type: 'tick', now }), [dispatch]);
  return { state, current, dispatch, onTick };
};
