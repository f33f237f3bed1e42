// The header's account corner: a skeleton while the session loads, Sign in / Register for a
// guest (opening the auth dialog over the bus), the player corner for a signed-in player.
import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from '@omad/ui';
import { Events } from '@omad/contract';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { PlayerAccount } from './player-account';
import './account-widget.css';

export const AccountWidget = () => {
  const { t } = useTranslation('auth');
  const { bus } = useRemoteProps();
  const status = useSession((state) => state.status);
  const account = useSession((state) => state.account);

  if (account === null && (status === 'idle' || status === 'pending')) {
    return <Skeleton variant="block" width={180} height={40} className="omad-account--skeleton" />;
  }
  if (!account || account.uid <= 0) {
    return (
      <div className="omad-account" data-testid="account-guest">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => bus.emit(Events.AuthOpen, { mode: 'login', source: 'header' })}
        >
          {t('signIn')}
        </Button>
        <Button
          size="sm"
          onClick={() => bus.emit(Events.AuthOpen, { mode: 'register', source: 'header' })}
        >
          {t('signUp')}
        </Button>
      </div>
    );
  }
  // Keyed by player, so nothing of one player's balances outlives a change of account.
  return <PlayerAccount key={account.uid} account={account} />;
};
