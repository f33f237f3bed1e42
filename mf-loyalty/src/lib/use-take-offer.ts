// Taking an offer (campaigns.takepromotions). A player takes it at once: a take offer's
// promotions are granted, a deposit offer is kept chosen for the next deposit; the answer (the
// offer as the player now sees it) goes in place and every read of the offers is read again. A
// guest is asked to sign in and the offer pressed last is taken right after (the shell's
// pending-action queue), once, however often the buttons were pressed. A refusal is said in
// words and the offers are read again, so the card shows why.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import {
  ErrorType,
  OfferAction,
  FieldErrorCode,
  isPlatformError,
  type Offer,
} from '@omad/contract/api';
import { invalidatePlatform, useRemoteProps } from '@omad/contract/remote';
import { describeOffer, type DescriptionKeys } from './offer-description';

const REFUSALS = [
  FieldErrorCode.NotFound,
  FieldErrorCode.Invalid,
  FieldErrorCode.AlreadyUsed,
] as const;

type Refusal = (typeof REFUSALS)[number] | 'excluded' | 'other';

const refusalOf = (error: unknown): Refusal => {
  if (!isPlatformError(error)) return 'other';
  if (error.type === ErrorType.ResponsibleGamingRestriction) return 'excluded';
  const codes = error.errorData['offer_id'] ?? [];
  return REFUSALS.find((code) => codes.includes(code)) ?? 'other';
};

export type TakeOffer = Readonly<{
  take: (offer: Offer) => void;
  /** The offer being taken now, if any. */
  busyId: number | null;
}>;

export const useTakeOffer = (
  keys: DescriptionKeys,
  /** Puts the offer as the platform now answers it in place. */
  onTaken: (offer: Offer) => void,
): TakeOffer => {
  const { t } = useTranslation();
  const { api, bus, queryClient, session, toast } = useRemoteProps();
  const [busyId, setBusyId] = useState<number | null>(null);
  const after = useRef({ keys, onTaken });
  after.current = { keys, onTaken };
  // The offer a guest pressed last; the sign-in runs one take, of it.
  const pending = useRef<Offer | null>(null);

  const takeNow = useCallback(
    async (offer: Offer) => {
      setBusyId(offer.id);
      try {
        const taken = await api.campaigns.takePromotions(offer.id);
        after.current.onTaken(taken);
        void invalidatePlatform(queryClient, 'campaigns.getOffers');
        toast({
          kind: 'success',
          message:
            taken.trigger.action === OfferAction.Deposit
              ? t('offer.tookDeposit')
              : t('offer.granted', { title: describeOffer(taken, after.current.keys).title }),
        });
      } catch (error) {
        const refusal = refusalOf(error);
        toast({ kind: 'error', message: t(`offer.refused.${refusal}`) });
        // The offers changed under the player: read them again.
        if (refusal !== 'other') void invalidatePlatform(queryClient, 'campaigns.getOffers');
      } finally {
        setBusyId(null);
      }
    },
    [api, queryClient, t, toast],
  );

  const take = useCallback(
    (offer: Offer) => {
      if (session.getState().authenticated) {
        void takeNow(offer);
        return;
      }
      bus.emit(Events.AuthOpen, { mode: 'login', source: 'offers' });
      const queued = pending.current !== null;
      pending.current = offer;
      if (queued) return;
      session.whenSignedIn(async () => {
        const chosen = pending.current;
        pending.current = null;
        if (chosen) await takeNow(chosen);
      });
    },
    [bus, session, takeNow],
  );

  return { take, busyId };
};
