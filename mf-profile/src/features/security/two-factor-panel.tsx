// Two-factor sign-in on and off (behind the CMS two-factor toggle, spec section 6): the
// switch asks account.changeTwoFactorAuth, a 6-digit code goes to a confirmed contact of the
// player, and account.confirmTwoFactorAuth with it makes the change; the session then re-reads
// the account. Turning it off asks for the current password first when the account has one;
// without a confirmed contact the platform refuses either way, and the panel leads to the
// contacts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Panel } from '@omad/ui';
import {
  ErrorType,
  FieldErrorCode,
  isPlatformError,
  type TwoFactorChange,
} from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { CodeForm } from '../../lib/code-form';
import { useProfileErrors } from '../../lib/use-profile-errors';
import { ConfirmContactNotice } from './confirm-contact-notice';
import { TwoFactorOffForm } from './two-factor-off-form';

type Step =
  | Readonly<{ kind: 'switch' }>
  | Readonly<{ kind: 'password' }>
  | Readonly<{ kind: 'code'; change: TwoFactorChange }>
  | Readonly<{ kind: 'need-contact' }>;

const SWITCH: Step = { kind: 'switch' };

export const TwoFactorPanel = () => {
  const { t } = useTranslation('profile');
  const { api, session, toast } = useRemoteProps();
  const enabled = useSession((state) => state.account?.two_factor_auth ?? false);
  const hasPassword = useSession((state) => state.account?.has_password ?? true);
  const [step, setStep] = useState<Step>(SWITCH);
  const [asking, setAsking] = useState(false);
  const errors = useProfileErrors();

  const ask = () => {
    if (enabled && hasPassword) {
      setStep({ kind: 'password' });
      return;
    }
    setAsking(true);
    api.account
      .changeTwoFactorAuth(!enabled)
      .then((change) => setStep({ kind: 'code', change }))
      .catch((error: unknown) => {
        if (!isPlatformError(error)) toast({ kind: 'error', message: errors.unknown });
        else if (error.type === ErrorType.UserNeedConfirmContact) setStep({ kind: 'need-contact' });
        // The session's account was older than the password it now has.
        else if (error.errorData.password?.[0] === FieldErrorCode.Required)
          setStep({ kind: 'password' });
        else toast({ kind: 'error', message: errors.unknown });
      })
      .finally(() => setAsking(false));
  };

  let body;
  if (step.kind === 'code') {
    body = (
      <CodeForm
        testId="two-factor-code"
        hint={t('security.twoFactorCodeSent', { contact: step.change.sent_to })}
        submitLabel={t('common.confirm')}
        onCode={async (code) => {
          await api.account.confirmTwoFactorAuth(code);
          await session.refresh();
          toast({
            kind: 'success',
            message: t(
              step.change.enable ? 'security.twoFactorEnabled' : 'security.twoFactorDisabled',
            ),
          });
          setStep(SWITCH);
        }}
      />
    );
  } else if (step.kind === 'password') {
    body = (
      <TwoFactorOffForm
        onAsked={(change) => setStep({ kind: 'code', change })}
        onNeedContact={() => setStep({ kind: 'need-contact' })}
        onCancel={() => setStep(SWITCH)}
      />
    );
  } else {
    body = (
      <>
        {step.kind === 'need-contact' ? <ConfirmContactNotice /> : null}
        <div className="omad-profile__actions">
          <Button variant={enabled ? 'secondary' : 'primary'} loading={asking} onClick={ask}>
            {t(enabled ? 'security.disable' : 'security.enable')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Panel aria-labelledby="profile-two-factor" data-testid="two-factor-panel">
      <div className="omad-profile__item-head">
        <h2 id="profile-two-factor" className="omad-panel__title">
          {t('security.twoFactorTitle')}
        </h2>
        <Badge tone={enabled ? 'success' : 'neutral'}>
          {t(enabled ? 'security.stateOn' : 'security.stateOff')}
        </Badge>
      </div>
      <p className="omad-profile__hint">
        {t(enabled ? 'security.twoFactorOn' : 'security.twoFactorOff')}
      </p>
      {body}
    </Panel>
  );
};
