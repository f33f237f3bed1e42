// The header corner of a signed-in player: the main balance as a button that opens the
// balance panel, the refresh button (when the CMS enables click refresh), deposit, and on
// wider screens the profile link and sign-out (on phones they move into the panel).
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button, Icon, IconButton, mediaOnly } from '@omad/ui';
import type { Money, UserAccount } from '@omad/contract/api';
import { formatMoney } from '@omad/contract/format';
import { useCurrencySymbols, useRemoteProps } from '@omad/contract/remote';
import { BalancePanel } from './balance-panel';
import { balancesOf, createBalanceStore, offerBalances } from './balance-store';
import { reportLogoutError } from './logout-error';
import { useBalanceRefresh } from './use-balance-refresh';
import { useDisclosure } from './use-disclosure';
import { useMediaQuery } from './use-media-query';

export const PlayerAccount = ({ account }: Readonly<{ account: UserAccount }>) => {
  const { t } = useTranslation('auth');
  const { api, session, toast, location } = useRemoteProps();
  const symbols = useCurrencySymbols();
  const isPhone = useMediaQuery(mediaOnly('mobile'));
  const [store] = useState(createBalanceStore);
  const refresh = useBalanceRefresh(store, account.uid);
  const panel = useDisclosure(location.pathname);
  const panelId = useId();
  const [signingOut, setSigningOut] = useState(false);

  // The session account is refetched by the shell (sign-in, locale switch, refresh()).
  useEffect(() => {
    if (account.balances) offerBalances(store, account.uid, account.balances, Date.now());
  }, [store, account]);
  const balances = useStore(store, (state) => balancesOf(state, account.uid)) ?? account.balances;
  const format = (money: Money) => formatMoney(money.amount, money.currency, symbols);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } catch (error) {
      reportLogoutError(api, error);
      toast({ kind: 'error', message: t('signOutFailed') });
    } finally {
      setSigningOut(false);
    }
  };

  // Icon-only beside the balance on wider screens (the header also holds the navigation),
  // with its name; a labelled row inside the panel on phones.
  const profile = (
    <Link
      to="/profile"
      className={
        isPhone ? 'omad-account__profile' : 'omad-account__profile omad-account__icon-link'
      }
      title={t('widget.account', { login: account.login })}
      aria-label={isPhone ? undefined : t('profile')}
    >
      <Icon name="user" size={isPhone ? 18 : 20} />
      {isPhone ? <span>{t('profile')}</span> : null}
    </Link>
  );
  const signOutButton = isPhone ? (
    <Button
      variant="ghost"
      size="sm"
      iconStart={<Icon name="logout" size={18} />}
      loading={signingOut}
      onClick={() => void signOut()}
      data-testid="sign-out"
    >
      {t('signOut')}
    </Button>
  ) : (
    <IconButton
      icon="logout"
      aria-label={t('signOut')}
      aria-busy={signingOut || undefined}
      disabled={signingOut}
      onClick={() => void signOut()}
      data-testid="sign-out"
    />
  );

  return (
    <div className="omad-account" data-testid="account-player">
      {/* Says when the CMS's refresh settings apply: a missing refresh button is final then. */}
      <div
        className="omad-account__wallet"
        ref={panel.rootRef}
        data-refresh-settings={refresh.configured ? 'cms' : 'defaults'}
      >
        {balances ? (
          <button
            ref={panel.toggleRef}
            type="button"
            className="omad-account__toggle"
            aria-expanded={panel.open}
            aria-controls={panel.open ? panelId : undefined}
            onClick={panel.toggle}
            data-testid="balance-toggle"
          >
            <span className="omad-visually-hidden">{t('widget.main')}: </span>
            <span className="omad-account__balance" data-testid="balance-main">
              {format(balances.main)}
            </span>
            <span className="omad-account__chevron" aria-hidden="true" />
          </button>
        ) : null}
        {refresh.clickEnabled ? (
          <IconButton
            icon="refresh"
            size="sm"
            aria-label={refresh.refreshing ? t('widget.refreshing') : t('widget.refresh')}
            aria-busy={refresh.refreshing || undefined}
            className={
              refresh.refreshing ? 'omad-account__refresh is-busy' : 'omad-account__refresh'
            }
            onClick={refresh.click}
            data-testid="balance-refresh"
          />
        ) : null}
        {panel.open && balances ? (
          <BalancePanel id={panelId} balances={balances} format={format}>
            {isPhone ? (
              <>
                {profile}
                {signOutButton}
              </>
            ) : null}
          </BalancePanel>
        ) : null}
      </div>
      <Link
        to="/cashier/deposit"
        className="omad-account__deposit"
        aria-label={isPhone ? t('deposit') : undefined}
        data-testid="deposit-link"
      >
        {isPhone ? <Icon name="plus" size={18} /> : t('deposit')}
      </Link>
      {isPhone ? null : (
        <>
          {profile}
          {signOutButton}
        </>
      )}
    </div>
  );
};
