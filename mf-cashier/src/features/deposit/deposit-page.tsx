// /cashier/deposit and /cashier/deposit/{sysname}: the deposit methods of the player's
// currency (cashier.getdepositsettings) with their logos and bounds, and the chosen method's
// form. On a phone the index is the list and a method is its form; on a wide screen both sit
// side by side. Presets, the currency symbol and Pay's first state come from the CMS cashier
// config; offers (shown to guests too) from campaigns.getoffers; the limit from
// account.getDepositLimit.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadFailed, Panel } from '@omad/ui';
import { OfferAction, type PaymentMethod } from '@omad/contract/api';
import { formatDecimal } from '@omad/contract/format';
import { platformQuery, useCms, usePageLink, useRemoteProps } from '@omad/contract/remote';
import { isSumInRange } from '@omad/contract/validation';
import { CashierFrame } from '../../lib/cashier-frame';
import { useCashierMessages } from '../../lib/use-cashier-messages';
import { DepositForm } from './deposit-form';
import { DepositSkeleton } from './deposit-skeleton';
import './deposit.css';

const MethodList = ({
  methods,
  selected,
  symbol,
}: Readonly<{
  methods: readonly PaymentMethod[];
  selected: string | undefined;
  symbol: string;
}>) => {
  const { t } = useTranslation('cashier');
  const linkTo = usePageLink();
  return (
    <ul className="omad-methods" aria-label={t('deposit.methods')} data-testid="deposit-methods">
      {methods.map((method) => (
        <li key={method.sysname}>
          <a
            {...linkTo(`/cashier/deposit/${method.sysname}`)}
            className="omad-methods__item"
            aria-current={method.sysname === selected ? 'page' : undefined}
            data-method={method.sysname}
          >
            <img className="omad-methods__logo" src={method.icon} alt="" width={84} height={28} />
            <span className="omad-methods__name">{method.name}</span>
            <span className="omad-methods__bounds">
              {t('form.bounds', {
                min: formatDecimal(method.min),
                max: formatDecimal(method.max),
                symbol,
              })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
};

export const DepositPage = () => {
  const { t } = useTranslation('cashier');
  const { sysname } = useParams();
  const { api } = useRemoteProps();
  const linkTo = usePageLink();
  // The shell starts every read over when the player or the language changes.
  const settings = useQuery(platformQuery(api, 'cashier.getDepositSettings'));
  const offers = useQuery(platformQuery(api, 'campaigns.getOffers'));
  const limit = useQuery(platformQuery(api, 'account.getDepositLimit'));
  const config = useCms('getCashierConfig');
  const site = useCms('getConfig');
  const messages = useCashierMessages();

  const methods = settings.data?.methods ?? [];
  const method = methods.find((item) => item.sysname === sysname);
  const currency = methods[0]?.currency ?? '';
  const symbol = config?.currencies.find((item) => item.code === currency)?.symbol || currency;
  const presets =
    config?.depositAmounts
      .find((item) => item.currency === currency)
      ?.amounts.map((item) => String(item.value)) ?? [];
  const title = method ? t('deposit.titleMethod', { method: method.name }) : t('title.deposit');

  let body;
  if (settings.isPending) body = <DepositSkeleton />;
  else if (settings.isError) body = <LoadFailed onRetry={() => void settings.refetch()} />;
  else {
    const panel =
      sysname === undefined ? (
        <div className="omad-deposit__hint" data-testid="deposit-choose">
          {t('deposit.choose')}
        </div>
      ) : method ? (
        <DepositForm
          key={method.sysname}
          method={method}
          symbol={symbol}
          presets={presets.filter((preset) => isSumInRange(preset, method))}
          offers={(offers.data?.items ?? []).filter(
            (offer) => offer.trigger.action === OfferAction.Deposit,
          )}
          limit={limit.data ?? null}
          buttonStartsEnabled={config?.defaultDepositButtonState !== 'disabled'}
          links={site?.withdrawalErrorLinks ?? null}
          messages={messages}
        />
      ) : (
        <EmptyState
          icon="warning"
          title={t('deposit.unknownMethod')}
          action={<a {...linkTo('/cashier/deposit')}>{t('deposit.allMethods')}</a>}
        />
      );
    body = (
      <div
        className={`omad-deposit omad-deposit--${sysname === undefined ? 'index' : 'method'} omad-deposit--${config?.depositView ?? 'containerScroll'}`}
      >
        <MethodList methods={methods} selected={sysname} symbol={symbol} />
        <Panel className="omad-deposit__panel" aria-label={title}>
          {method ? (
            <a {...linkTo('/cashier/deposit')} className="omad-deposit__back">
              {t('deposit.allMethods')}
            </a>
          ) : null}
          {panel}
        </Panel>
      </div>
    );
  }
  return (
    <CashierFrame section="deposit" title={title}>
      {body}
    </CashierFrame>
  );
};
