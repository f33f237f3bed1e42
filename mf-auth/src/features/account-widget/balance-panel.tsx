// The panel the balance button opens: main, bonus and betting-bonus balances with their
// labels (spec section 3); on phones also the profile link and sign-out (`children`).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Balances, Money } from '@omad/contract/api';

type Props = Readonly<{
  id: string;
  balances: Balances;
  format: (money: Money) => string;
  children?: ReactNode;
}>;

export const BalancePanel = ({ id, balances, format, children }: Props) => {
  const { t } = useTranslation('auth');
  const rows = [
    { label: t('widget.main'), money: balances.main, testId: 'balance-panel-main' },
    { label: t('widget.bonus'), money: balances.bonus, testId: 'balance-bonus' },
    {
      label: t('widget.bettingBonus'),
      money: balances.betting_bonus,
      testId: 'balance-betting-bonus',
    },
  ];
  return (
    <div
      id={id}
      role="region"
      aria-label={t('widget.balances')}
      className="omad-account__panel"
      data-testid="balance-panel"
    >
      <dl className="omad-account__list">
        {rows.map((row) => (
          <div key={row.testId} className="omad-account__row">
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{format(row.money)}</dd>
          </div>
        ))}
      </dl>
      {children ? <div className="omad-account__panel-actions">{children}</div> : null}
    </div>
  );
};
