// The answer of a password restore request. The platform answers the same whether or not
// the account exists (so the form cannot be used to find accounts), and so does this text.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@omad/ui';
import type { LoginKind } from '../../lib/auth-form/login-schema';
import '../../lib/auth-form/auth-form.css';

type Props = Readonly<{
  login: string;
  kind: LoginKind;
  onBack: () => void;
  onAgain: () => void;
}>;

export const RestoreResult = ({ login, kind, onBack, onAgain }: Props) => {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  // Non-breaking spaces keep a formatted phone number on one line.
  const unbroken = login.replace(/ /g, '\u00a0');
  // The form that had focus is gone; the heading takes it so the result is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="omad-auth-form" data-testid="restore-result">
      <div className="omad-auth-form__done">
        <span className="omad-auth-form__done-icon" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <h3 ref={heading} tabIndex={-1} className="omad-auth-form__heading">
          {t('restore.result.title')}
        </h3>
        <p className="omad-auth-form__intro">
          {kind === 'phone'
            ? t('restore.result.phone', { login: unbroken })
            : t('restore.result.email', { login })}
        </p>
        <p className="omad-auth-form__intro">
          {t(kind === 'phone' ? 'restore.result.hintPhone' : 'restore.result.hintEmail')}
        </p>
      </div>
      <div className="omad-auth-form__actions">
        <Button size="lg" fullWidth onClick={onBack}>
          {t('restore.result.back')}
        </Button>
        <Button variant="ghost" fullWidth onClick={onAgain}>
          {t('restore.result.again')}
        </Button>
      </div>
    </div>
  );
};
