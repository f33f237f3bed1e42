// The deposit offers to take with a deposit (campaigns.getoffers): "no bonus" (-1) or one
// offer; an offer the player does not qualify for, or that excludes this method, is shown
// but cannot be chosen, with the reason.
import { useTranslation } from 'react-i18next';
import type { Offer, PaymentMethod } from '@omad/contract/api';
import { formatDecimal, isDecimal } from '@omad/contract/format';
import { RadioGroup } from '@omad/ui';

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
    <RadioGroup
      data-testid="offers"
      legend={t('offers.legend')}
      name="campaign_offer_id"
      value={value}
      onChange={onChange}
      options={options.map((option) => ({
        value: option.id,
        label: option.title,
        description: option.blocked ?? option.text,
        disabled: option.blocked !== null,
      }))}
    />
  );
};
