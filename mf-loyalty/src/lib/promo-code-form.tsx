// The promo-code field of the offers and promotions pages. A player activates a code
// (campaigns.activateOffer): success opens the promo-code-activated dialog naming what the code
// opened, with a link to it; a refusal marks the field invalid with the text of its first code
// (the CMS's first, spec section 8), keeps what was typed and is reported as promocodeNotFound.
// A code that opened an offer changes the offers: every read of them is read again.
// Guests have no field: they are invited to register with their code.
import { createElement, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import { OfferAction, type PromoCodeActivated } from '@omad/contract/api';
import {
  activatePromoCode,
  invalidatePlatform,
  promoErrorText,
  useCms,
  useRemoteProps,
  useSession,
} from '@omad/contract/remote';
import { Button, Card, TextField } from '@omad/ui';
import { describeOffer, type OffersOptions } from './offer-description';
import { useOfferFacts } from './offer-facts';
import { PromoCodeActivatedBody } from './promo-code-dialog';
import { PromoCodeInvite } from './promo-code-invite';
import './offer.css';

export const PromoCodeForm = ({ options }: Readonly<{ options: OffersOptions }>) => {
  const { t } = useTranslation();
  const host = useRemoteProps();
  const signedIn = useSession((state) => state.authenticated);
  const forms = useCms('getFormsConfig');
  const factsOf = useOfferFacts();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  if (!signedIn) {
    return (
      <PromoCodeInvite
        onRegister={() =>
          host.bus.emit(Events.AuthOpen, { mode: 'register', source: 'promo-code' })
        }
      />
    );
  }

  const showActivated = (activated: PromoCodeActivated) => {
    const { offer } = activated;
    const description = offer ? describeOffer(offer, options.keys) : null;
    const facts = offer && description ? factsOf(offer, description, options) : null;
    host.openDialog({
      kind: 'popup',
      title: t('promoCode.activatedTitle'),
      render: (close) =>
        createElement(PromoCodeActivatedBody, {
          host,
          close,
          text: description
            ? t('promoCode.activatedText', { code: activated.promo_code })
            : t('promoCode.activatedNoOffer', { code: activated.promo_code }),
          image: description?.image ?? null,
          offerTitle: description?.title || null,
          gives: facts?.gives ?? [],
          note:
            offer?.is_taken && offer.trigger.action === OfferAction.Deposit
              ? t('promoCode.takenDeposit')
              : null,
          link: offer
            ? { to: `/offers/${activated.offer_id}`, label: t('promoCode.toOffer') }
            : { to: '/offers', label: t('promoCode.toOffers') },
          closeLabel: t('promoCode.close'),
        }),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (busy) return;
    if (typed === '') {
      field.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await activatePromoCode(host.api, typed);
    setBusy(false);
    if (outcome.ok) {
      setCode('');
      setError(undefined);
      void invalidatePlatform(host.queryClient, 'campaigns.getOffers');
      showActivated(outcome.activated);
      return;
    }
    setError(
      promoErrorText(outcome.code, forms?.apiValidationErrors ?? [], {
        INVALID: t('promoCode.codes.INVALID'),
        NOT_FOUND: t('promoCode.codes.NOT_FOUND'),
        EXPIRED: t('promoCode.codes.EXPIRED'),
        ALREADY_USED: t('promoCode.codes.ALREADY_USED'),
      }),
    );
    field.current?.focus();
  };

  return (
    <Card
      as="section"
      padding="lg"
      className="omad-promo-code"
      aria-labelledby="promo-code-title"
      data-testid="promo-code"
    >
      <div className="omad-promo-code__head">
        <h2 id="promo-code-title" className="omad-promo-code__title">
          {t('promoCode.title')}
        </h2>
        <p className="omad-promo-code__lead">{t('promoCode.lead')}</p>
      </div>
      <form className="omad-promo-code__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={field}
          name="promo_code"
          label={t('promoCode.label')}
          value={code}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="omad-promo-code__field"
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={busy} className="omad-promo-code__submit">
          {t('promoCode.submit')}
        </Button>
      </form>
    </Card>
  );
};
