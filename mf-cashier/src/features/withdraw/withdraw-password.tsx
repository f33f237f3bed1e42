// The account's password, asked once the platform says the requisites are a payout
// destination the player never withdrew to: why it is asked, then the field, focused as it
// appears so the player types it and sends the kept form again.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice, TextField } from '@omad/ui';
import type { FieldBinding } from '@omad/contract/remote';

export const WithdrawPassword = ({ binding }: Readonly<{ binding: FieldBinding }>) => {
  const { t } = useTranslation('cashier');
  const input = useRef<HTMLInputElement | null>(null);
  const { ref: bindingRef } = binding;
  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      bindingRef(element);
    },
    [bindingRef],
  );
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="omad-withdraw__password" data-testid="withdraw-password">
      <Notice tone="warning">{t('withdraw.passwordWhy')}</Notice>
      <TextField
        {...binding}
        ref={ref}
        value={typeof binding.value === 'string' ? binding.value : ''}
        type="password"
        label={t('withdraw.password')}
        autoComplete="current-password"
        showPasswordLabel={t('withdraw.showPassword')}
        hidePasswordLabel={t('withdraw.hidePassword')}
        required
      />
    </div>
  );
};
