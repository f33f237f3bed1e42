// Two-factor sign-in on and off (behind the CMS two-factor toggle, spec section 6): the
// switch asks account.changeTwoFactorAuth, a 6-digit code goes to the player's contact, and
// account.confirmTwoFactorAuth with it makes the change; the session then re-reads the account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@omad/ui';
import type { TwoFactorChange } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { CodeForm } from '../../lib/code-form';
import { useProfileErrors } from '../../lib/use-profile-errors';

export const TwoFactorPanel = () => {
  const { t } = useTranslation('profile');
  const { api, session, toast } = useRemoteProps();
  const enabled = useSession((state) => state.account?.two_factor_auth ?? false);
  const [change, setChange] = useState<TwoFactorChange | null>(null);
  const [asking, setAsking] = useState(false);
  const errors = useProfileErrors();

  const ask = () => {
    setAsking(true);
    api.account
      .changeTwoFactorAuth(!enabled)
      .then(setChange)
      .catch(() => toast({ kind: 'error', message: errors.unknown }))
      .finally(() => setAsking(false));
  };

  return (
    <section
      className="omad-profile__panel"
      aria-labelledby="profile-two-factor"
      data-testid="two-factor-panel"
    >
      <div className="omad-profile__item-head">
        <h2 id="profile-two-factor" className="omad-profile__panel-title">
          {t('security.twoFactorTitle')}
        </h2>
        <Badge tone={enabled ? 'success' : 'neutral'}>
          {t(enabled ? 'security.stateOn' : 'security.stateOff')}
        </Badge>
      </div>
      <p className="omad-profile__hint">
        {t(enabled ? 'security.twoFactorOn' : 'security.twoFactorOff')}
      </p>
      {change ? (
        <CodeForm
          testId="two-factor-code"
          hint={t('security.twoFactorCodeSent', { contact: change.sent_to })}
          submitLabel={t('common.confirm')}
          onCode={async (code) => {
            await api.account.confirmTwoFactorAuth(code);
            await session.refresh();
            toast({
              kind: 'success',
              message: t(
                change.enable ? 'security.twoFactorEnabled' : 'security.twoFactorDisabled',
              ),
            });
            setChange(null);
          }}
        />
      ) : (
        <div className="omad-profile__actions">
          <Button variant={enabled ? 'secondary' : 'primary'} loading={asking} onClick={ask}>
            {t(enabled ? 'security.disable' : 'security.enable')}
          </Button>
        </div>
      )}
    </section>
  );
};
