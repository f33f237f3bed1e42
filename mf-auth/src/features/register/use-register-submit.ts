// The registration sequence: auth.register with the form's values (a generated password
// for the fast form), then the hints, then the promo code (typed, or stored from a campaign
// link). A refused code leaves the player signed in on the promo step; otherwise the
// dialog closes and the credentials or the confirm-email popup follow.
import { useTranslation } from 'react-i18next';
import type { UserAccount } from '@omad/contract/api';
import type { FormApi } from '@omad/contract/remote';
import { useRemoteProps } from '@omad/contract/remote';
import type { FlowProps } from '../../lib/flow-props';
import { openConfirmEmailPopup } from '../../lib/hints/confirm-email';
import { startRegistrationHint } from '../../lib/hints/hint-storage';
import { registrationHintUntil } from '../../lib/hints/hints';
import { useRegistrationErrorTexts } from '../../lib/registration/use-registration-error-texts';
import { openCredentialsDialog } from './credentials-dialog';
import {
  activatePromoCode,
  promoErrorText,
  submission,
  type FormPlan,
} from '@omad/contract/remote';
import { generatePassword } from './generated-password';
import { initialPromoCode, savePromoCode } from '../../lib/registration/promo-code';
import type { PromoRefusal } from './promo-retry';
import type { RegistrationSetup } from '../../lib/registration/use-registration-setup';

type Options = Readonly<{
  flow: FlowProps;
  setup: RegistrationSetup;
  /** Shows the promo step; `finish` ends the registration from there. */
  onPromoRefused: (refusal: PromoRefusal, finish: () => Promise<void>) => void;
}>;

export type RegisterSubmit = (
  plan: FormPlan,
  values: Readonly<Record<string, unknown>>,
  form: FormApi,
) => Promise<void>;

export const usePromoMessage = (setup: RegistrationSetup) => {
  const { t } = useTranslation('auth');
  return (code: string): string =>
    promoErrorText(code, setup.forms.apiValidationErrors, {
      INVALID: t('register.promo.codes.INVALID'),
      NOT_FOUND: t('register.promo.codes.NOT_FOUND'),
      EXPIRED: t('register.promo.codes.EXPIRED'),
      ALREADY_USED: t('register.promo.codes.ALREADY_USED'),
    });
};

export const useRegisterSubmit = ({ flow, setup, onPromoRefused }: Options): RegisterSubmit => {
  const remote = useRemoteProps();
  const { t } = useTranslation('auth');
  const promoMessage = usePromoMessage(setup);
  const textsFor = useRegistrationErrorTexts(setup, t('register.errors.failed'));
  const errorTexts = (plan: FormPlan) => textsFor(plan.fields.map((field) => field.name));

  const followUp = (body: Readonly<Record<string, unknown>>, password: string | null) => {
    const email = typeof body.email === 'string' ? body.email : null;
    const phone = typeof body.phone === 'string' ? body.phone : null;
    if (password && (phone ?? email)) {
      openCredentialsDialog(
        remote.openDialog,
        { login: phone ?? email ?? '', password },
        {
          title: t('register.credentials.title'),
          text: t('register.credentials.text'),
          login: t('register.credentials.login'),
          password: t('register.credentials.password'),
          copy: t('register.credentials.copy'),
          copied: t('register.credentials.copied'),
          done: t('register.credentials.done'),
        },
      );
    } else if (email && setup.features?.confirmEmailPopup) {
      openConfirmEmailPopup(remote, email, {
        title: t('hints.confirmEmail.title'),
        text: t('hints.confirmEmail.text', { email }),
        send: t('hints.confirmEmail.send'),
        later: t('hints.confirmEmail.later'),
        sent: t('hints.confirmEmail.sent'),
        close: t('hints.confirmEmail.close'),
        failed: t('hints.sendFailed'),
      });
    }
  };

  return async (plan, values, form) => {
    const body = submission(plan, values);
    const typedPromo = typeof body.promo_code === 'string' ? body.promo_code.trim() : '';
    const promoCode = typedPromo || initialPromoCode('');
    const needsPassword = !plan.fields.some((field) => field.type === 'password');
    const password = needsPassword ? generatePassword() : null;
    if (password) body.password = password;

    let account: UserAccount;
    try {
      account = await remote.api.auth.register(body);
    } catch (error) {
      form.fail(error, errorTexts(plan));
      return;
    }
    startRegistrationHint(account.uid, registrationHintUntil(Date.now(), setup.registrationHintMs));
    const finish = async () => {
      await flow.onSignedIn(account, 'register');
      followUp(body, password);
    };
    if (promoCode) {
      const outcome = await activatePromoCode(remote.api, promoCode);
      if (!outcome.ok) {
        // The account exists and its session is open: show it, then let the player fix
        // or skip the code. The host closes the dialog only when `finish` runs.
        await remote.session.signedIn(account, 'register');
        onPromoRefused({ promoCode, message: promoMessage(outcome.code) }, finish);
        return;
      }
      savePromoCode('');
    }
    await finish();
  };
};
