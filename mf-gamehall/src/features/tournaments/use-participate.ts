// Taking part in a tournament. A player joins at once; a guest is asked to sign in and joins
// right after it (the shell's pending-action queue), once, however often the button was
// pressed. Refusals are said in words the player can act on. Once joined, every region showing
// a tournament or a leaderboard reads it again (whether the player takes part, their row).
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorType, FieldErrorCode, isPlatformError } from '@omad/contract/api';
import { Events } from '@omad/contract';
import { invalidatePlatform, useRemoteProps } from '@omad/contract/remote';

type Failure = 'joinClosed' | 'joinCurrency' | 'joinExcluded' | 'joinFailed';

const failureOf = (error: unknown): Failure => {
  if (!isPlatformError(error)) return 'joinFailed';
  if (error.type === ErrorType.ResponsibleGamingRestriction) return 'joinExcluded';
  const codes = error.errorData['tournament_id'] ?? [];
  if (codes.includes(FieldErrorCode.Finished)) return 'joinClosed';
  if (codes.includes(FieldErrorCode.Currency)) return 'joinCurrency';
  return 'joinFailed';
};

export const useParticipate = (tournamentId: number | null) => {
  const { t } = useTranslation();
  const { api, bus, session, toast, queryClient } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const queued = useRef(false);

  const join = useCallback(async () => {
    if (tournamentId === null) return;
    setBusy(true);
    try {
      await api.tournaments.participate(tournamentId);
      toast({ kind: 'success', message: t('tournaments.joined') });
      void invalidatePlatform(queryClient, 'tournaments.get', 'leaderboard.get');
    } catch (error) {
      toast({ kind: 'error', message: t(`tournaments.${failureOf(error)}`) });
    } finally {
      setBusy(false);
    }
  }, [api, queryClient, t, toast, tournamentId]);

  const takePart = useCallback(() => {
    if (session.getState().authenticated) {
      void join();
      return;
    }
    bus.emit(Events.AuthOpen, { mode: 'login', source: 'tournament' });
    if (queued.current) return;
    queued.current = true;
    session.whenSignedIn(async () => {
      queued.current = false;
      await join();
    });
  }, [bus, join, session]);

  return { takePart, busy };
};
