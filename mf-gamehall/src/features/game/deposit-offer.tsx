// The deposit offer of real play: in place of the frame when the main balance is empty
// before the game starts, and as an alert over the running game when the frame says a bet
// did not fit. Both lead to the cashier's deposit page.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRemoteProps } from '@omad/contract/remote';
import { Button, IconButton, Icon } from '@omad/ui';

export const DEPOSIT_PATH = '/cashier/deposit';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const DepositButton = ({ size }: Readonly<{ size?: 'sm' | 'md' }>) => {
  const { t } = useTranslation();
  const { localizePath } = useRemoteProps();
  const navigate = useNavigate();
  return (
    <Button
      href={localizePath(DEPOSIT_PATH)}
      size={size}
      iconStart={<Icon name="wallet" size={18} />}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(DEPOSIT_PATH);
      }}
    >
      {t('gamePage.funds.deposit')}
    </Button>
  );
};

/** In place of the frame: the player's main balance is empty. */
export const EmptyBalancePanel = ({ onPlayDemo }: Readonly<{ onPlayDemo?: () => void }>) => {
  const { t } = useTranslation();
  return (
    <section
      className="omad-gh-game__center omad-gh-game__panel"
      aria-labelledby="omad-gh-funds-title"
      data-testid="deposit-offer"
    >
      <h2 id="omad-gh-funds-title" className="omad-gh-game__panel-title">
        {t('gamePage.funds.emptyTitle')}
      </h2>
      <p className="omad-gh-game__panel-text">{t('gamePage.funds.emptyText')}</p>
      <div className="omad-gh-game__actions">
        <DepositButton />
        {onPlayDemo ? (
          <Button variant="secondary" onClick={onPlayDemo}>
            {t('gamePage.funds.playDemo')}
          </Button>
        ) : null}
      </div>
    </section>
  );
};

/** Over the running game: a real bet did not fit the balance. */
export const InsufficientFundsAlert = ({ onDismiss }: Readonly<{ onDismiss: () => void }>) => {
  const { t } = useTranslation();
  return (
    <div className="omad-gh-game__alert" role="alert" data-testid="insufficient-funds">
      <Icon name="warning" size={20} />
      <p className="omad-gh-game__alert-text">{t('gamePage.funds.insufficient')}</p>
      <DepositButton size="sm" />
      <IconButton icon="close" size="sm" aria-label={t('gamePage.close')} onClick={onDismiss} />
    </div>
  );
};
