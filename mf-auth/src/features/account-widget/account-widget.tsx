// The header's account corner: Sign in / Register for a guest; for a player the main
// balance, a deposit button, the profile link and sign out.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Skeleton } from '@omad/ui';
import { Events } from '@omad/contract';
import { formatMoney } from '@omad/contract/format';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { useCurrencySymbols } from './use-currency-symbols';
import './account-widget.css';

export const AccountWidget = () => {
  const { t } = useTranslation('auth');
  const { bus, session, toast } = useRemoteProps();
  const status = useSession((state) => state.status);
  const account = useSession((state) => state.account);
  const symbols = useCurrencySymbols();

  if (account === null && (status === 'idle' || status === 'pending')) {
    return <Skeleton variant="block" width={180} height={40} className="omad-account--skeleton" />;
  }
  if (!account || account.uid <= 0) {
    return (
      <div className="omad-account" data-testid="account-guest">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => bus.emit(Events.AuthOpen, { mode: 'login' })}
        >
          {t('signIn')}
        </Button>
        <Button size="sm" onClick={() => bus.emit(Events.AuthOpen, { mode: 'register' })}>
          {t('signUp')}
        </Button>
      </div>
    );
  }
  const main = account.balances?.main;
  const signOut = () =>
    session.signOut().catch(() => toast({ kind: 'error', message: t('signOutFailed') }));
  return (
    <div className="omad-account" data-testid="account-player">
      {main ? (
        <span
          className="omad-account__balance"
          aria-label={t('balance')}
          data-testid="balance-main"
        >
          {formatMoney(main.amount, main.currency, symbols)}
        </span>
      ) : null}
      <Link to="/cashier/deposit" className="omad-account__deposit">
        {t('deposit')}
      </Link>
      <Link
        to="/profile"
        className="omad-account__profile"
        aria-label={t('profile')}
        title={account.login}
      >
        {t('profile')}
      </Link>
      <IconButton
        icon="logout"
        aria-label={t('signOut')}
        onClick={() => void signOut()}
        data-testid="sign-out"
      />
    </div>
  );
};
