// The step shown when the account was created but its promo code was refused: the player
// is already signed in; the promo field shows why and can be corrected, or skipped.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@omad/ui';
import { activatePromoCode, useRemoteProps } from '@omad/contract/remote';
import { savePromoCode } from '../../lib/registration/promo-code';

export type PromoRefusal = Readonly<{
  promoCode: string;
  /** The message of the first refusal code. */
  message: string;
}>;

type Props = Readonly<{
  refusal: PromoRefusal;
  /** Text for a refusal code (CMS, own texts, INVALID fallback). */
  messageFor: (code: string) => string;
  /** Ends the registration (closes the dialog) once the code is taken or skipped. */
  finish: () => Promise<void>;
}>;

export const PromoRetry = ({ refusal, messageFor, finish }: Props) => {
  const { t } = useTranslation('auth');
  const { api, toast } = useRemoteProps();
  const [promoCode, setPromoCode] = useState(refusal.promoCode);
  const [error, setError] = useState<string | undefined>(refusal.message);
  const [busy, setBusy] = useState<'retry' | 'skip' | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  const retry = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || promoCode.trim() === '') return;
    setBusy('retry');
    const outcome = await activatePromoCode(api, promoCode.trim());
    if (outcome.ok) {
      savePromoCode('');
      toast({ kind: 'success', message: t('register.promo.activated') });
      await finish();
      return;
    }
    setError(messageFor(outcome.code));
    setBusy(null);
    fieldRef.current?.focus();
  };
  const skip = async () => {
    setBusy('skip');
    savePromoCode('');
    await finish();
  };

  return (
    <form className="omad-register-form" noValidate onSubmit={retry} data-testid="promo-retry">
      <p className="omad-register-form__notice" role="status">
        {t('register.promo.registered')}
      </p>
      <TextField
        ref={fieldRef}
        name="promo_code"
        label={t('register.promo.label')}
        value={promoCode}
        error={error}
        autoComplete="off"
        autoFocus
        onChange={(event) => {
          setPromoCode(event.target.value);
          setError(undefined);
          savePromoCode(event.target.value);
        }}
      />
      <Button type="submit" fullWidth size="lg" loading={busy === 'retry'} disabled={busy !== null}>
        {t('register.promo.retry')}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        loading={busy === 'skip'}
        disabled={busy !== null}
        onClick={() => void skip()}
      >
        {t('register.promo.skip')}
      </Button>
    </form>
  );
};
