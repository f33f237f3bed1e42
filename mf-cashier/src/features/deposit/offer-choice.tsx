// The deposit offers to take with a deposit (campaigns.getoffers): "no bonus" (-1) or one
// offer; an offer the player does not qualify for, or that excludes this method, is shown
// but cannot be chosen, with the reason.
import { useTranslation } from 'react-i18next';
import type { Offer, PaymentMethod } from '@omad/contract/api';
import { formatDecimal, isDecimal } from '@omad/contract/format';

type Props = Readonly<{
  offers: readonly Offer[];
  method: PaymentMethod;
  symbol: string;
  value: number;
  onChange: (offerId: number) => void;
}>;

const textOf = (description: Readonly<Record<string, unknown>>, key: string): string => {
  const value = description[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export const OfferChoice = ({ offers, method, symbol, value, onChange }: Props) => {
  const { t } = useTranslation('cashier');
  if (offers.length === 0) return null;
  const options = [
    { id: -1, title: t('offers.none'), text: t('offers.noneText'), blocked: null as string | null },
    ...offers.map((offer) => {
      const excluded = offer.trigger.params.exclude_methods.includes(method.sysname);
      const minDeposit = textOf(offer.description, 'min_deposit');
      return {
        id: offer.id,
        title: textOf(offer.description, 'title'),
        text: [
          textOf(offer.description, 'text'),
          isDecimal(minDeposit)
            ? t('offers.minDeposit', { amount: `${formatDecimal(minDeposit)} ${symbol}` })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        blocked: excluded
          ? t('offers.excluded', { method: method.name })
          : offer.trigger.user_satisfies_params
            ? null
            : t('offers.notQualified'),
      };
    }),
  ];
  return (
    <fieldset className="omad-offers" data-testid="offers">
      <legend className="omad-offers__legend">{t('offers.legend')}</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className="omad-offers__option"
          data-disabled={option.blocked ? 'true' : undefined}
        >
          <input
            type="radio"
            name="campaign_offer_id"
            value={option.id}
            checked={value === option.id}
            disabled={option.blocked !== null}
            onChange={() => onChange(option.id)}
          />
          <span className="omad-offers__body">
            <span className="omad-offers__title">{option.title}</span>
            <span className="omad-offers__text">{option.blocked ?? option.text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
};
