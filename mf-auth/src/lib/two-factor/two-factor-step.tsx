// The second step of a two-factor sign-in: the 6-digit code sent to the player, a countdown
// until a new code may be asked for, and the way back to the credentials.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@omad/ui';
import { useForm, type FieldErrors } from '@omad/contract/remote';
import type { ValidationMessages } from '@omad/contract/validation';
import { FormError } from '../auth-form/form-error';
import { AuthForm } from '../auth-form/auth-form';
import { codeFormSchema, textOf } from '../auth-form/login-schema';
import { textFieldProps } from '../auth-form/use-login-form';
import '../auth-form/auth-form.css';

type Props = Readonly<{
  login: string;
  secondsLeft: number;
  messages: ValidationMessages;
  /** Signs in with the code; answers the errors to show (none when it worked). */
  onSubmitCode: (code: string) => Promise<FieldErrors>;
  /** Asks for a new code; answers the errors to show and whether a code went out. */
  onResend: () => Promise<Readonly<{ errors: FieldErrors; sent: boolean }>>;
  onTick: (now: number) => void;
  onBack: () => void;
  /** The way back's text; the dialog's sign-in says "sign in with another login". */
  backLabel?: string;
}>;

/** 75 -> '1:15': a wait without plural forms in either language. */
export const formatWait = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

// Ticks a few times a second, so the shown seconds never lag the real wait by a whole one.
const useTicks = (active: boolean, onTick: (now: number) => void) =>
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => onTick(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [active, onTick]);

export const TwoFactorStep = (props: Props) => {
  const { login, secondsLeft, messages, onSubmitCode, onResend, onTick, onBack, backLabel } = props;
  const { t } = useTranslation('auth');
  const schema = useMemo(() => codeFormSchema(messages), [messages]);
  const form = useForm({ schema, initial: { code: '' } });
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useTicks(secondsLeft > 0, onTick);

  const resend = async () => {
    setResending(true);
    setNotice(null);
    try {
      const { errors, sent } = await onResend();
      if (sent) setNotice(t('login.twoFactor.resent'));
      form.setErrors(errors);
    } finally {
      setResending(false);
    }
  };

  const code = form.field('code');
  return (
    <AuthForm
      testId="two-factor-form"
      onSubmit={() => {
        setNotice(null);
        return form.submit(async (values) =>
          form.setErrors(await onSubmitCode(textOf(values, 'code'))),
        );
      }}
    >
      <h3 className="omad-auth-form__heading">{t('login.twoFactor.title')}</h3>
      <p className="omad-auth-form__intro">{t('login.twoFactor.sentTo', { login })}</p>
      <TextField
        {...textFieldProps(code)}
        // Pasted codes often come as '123 456' or '123-456'.
        onChange={(event) => form.setValue('code', event.target.value.replace(/[\s-]/g, ''))}
        label={t('login.twoFactor.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        aria-required="true"
        className="omad-auth-form__code"
        autoFocus
      />
      <FormError message={form.formError} />
      <div className="omad-auth-form__actions">
        <Button type="submit" size="lg" fullWidth loading={form.submitting}>
          {t('login.twoFactor.submit')}
        </Button>
        {/* The wait is part of the button's name, so its width and the layout never change. */}
        <Button
          variant="secondary"
          fullWidth
          disabled={secondsLeft > 0 || form.submitting}
          loading={resending}
          onClick={() => void resend()}
          data-testid="two-factor-resend"
        >
          {secondsLeft > 0
            ? t('login.twoFactor.resendIn', { time: formatWait(secondsLeft) })
            : t('login.twoFactor.resend')}
        </Button>
        <p role="status" className="omad-auth-form__status">
          {notice}
        </p>
      </div>
      <p className="omad-auth-form__switch">
        <Button variant="link" size="sm" onClick={onBack}>
          {backLabel ?? t('login.twoFactor.back')}
        </Button>
      </p>
    </AuthForm>
  );
};
