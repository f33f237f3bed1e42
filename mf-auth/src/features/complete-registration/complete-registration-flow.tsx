// The forced completion of a social or messenger registration (spec sections 1 and 4): the
// host keeps this dialog open and non-closable while the account is incomplete. It asks
// what the account lacks, saves it with account.saveProfileInfo and refreshes the session,
// after which the host closes the dialog. Signing out is the only other way out.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadFailed, Skeleton } from '@omad/ui';
import type { FormApi } from '@omad/contract/remote';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import type { FlowProps } from '../../lib/flow-props';
import { useRegistrationErrorTexts } from '../../lib/registration/use-registration-error-texts';
import { initialValues, planForm, submission, type FormPlan } from '@omad/contract/remote';
import { RegisterForm } from '../../lib/registration/register-form';
import {
  useRegistrationSetup,
  type RegistrationSetup,
} from '../../lib/registration/use-registration-setup';
import { completionFields } from './completion-fields';
import { useHasContact } from './use-has-contact';
import '../../lib/registration/register.css';

type FormProps = Readonly<{ setup: RegistrationSetup; needsContact: boolean }>;

const CompletionForm = ({ setup, needsContact }: FormProps) => {
  const { t } = useTranslation('auth');
  const errorTexts = useRegistrationErrorTexts(setup, t('completeRegistration.failed'));
  const { api, session } = useRemoteProps();
  const currency = useSession((state) => state.account?.balances?.main.currency);
  const plan: FormPlan = useMemo(() => {
    const fields = completionFields(setup.forms.registrationForm.fields, needsContact, {
      email: t('completeRegistration.email'),
      currency: t('completeRegistration.currency'),
      currencyPlaceholder: t('completeRegistration.currencyPlaceholder'),
      terms: t('completeRegistration.terms'),
    });
    return planForm({ fields }, setup.currencies, (known) =>
      t('register.currencyOption', { code: known.code, symbol: known.symbol }),
    );
  }, [setup, needsContact, t]);

  const save = async (values: Readonly<Record<string, unknown>>, form: FormApi) => {
    const body = submission(plan, values);
    const contactField = plan.fields.find(
      (field) => field.type === 'email' || field.type === 'phone',
    );
    try {
      if (await api.account.saveProfileInfo(body)) {
        await session.refresh();
        // The host closes the dialog once the account is complete; if it is not, say so.
        if (session.getState().account?.is_registration_completed === false)
          form.setErrors({ '': t('completeRegistration.failed') });
        return;
      }
      // Spec section 8: a save that does not answer 1 marks the contact invalid.
      form.setErrors(
        contactField
          ? {
              [contactField.name]:
                contactField.type === 'phone' ? setup.messages.phone : setup.messages.email,
            }
          : { '': t('completeRegistration.failed') },
      );
    } catch (error) {
      form.fail(error, errorTexts(plan.fields.map((field) => field.name)));
    }
  };

  const initial = useMemo(
    () =>
      initialValues(plan, { promoCode: '', defaultCurrency: currency ?? setup.defaultCurrency }),
    [plan, currency, setup.defaultCurrency],
  );
  return (
    <RegisterForm
      plan={plan}
      initial={initial}
      messages={setup.messages}
      strategy={setup.forms.registrationValidationStrategy}
      submitTitle={t('completeRegistration.submit')}
      onSubmit={save}
      testId="complete-registration-form"
    />
  );
};

export const CompleteRegistrationFlow = (_props: FlowProps) => {
  const { t } = useTranslation('auth');
  const { session, toast } = useRemoteProps();
  const login = useSession((state) => state.account?.login);
  const hasContact = useHasContact(login);
  const setup = useRegistrationSetup();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = () => {
    setSigningOut(true);
    session.signOut().catch(() => {
      setSigningOut(false);
      toast({ kind: 'error', message: t('completeRegistration.signOutFailed') });
    });
  };

  return (
    <div className="omad-register" data-testid="complete-registration">
      <p className="omad-register__intro">{t('completeRegistration.intro')}</p>
      {!setup.data && setup.isError ? (
        <LoadFailed title={t('register.loadFailed')} onRetry={() => void setup.refetch()} />
      ) : !setup.data || hasContact === null ? (
        <div className="omad-register__loading" role="status" aria-label={t('register.loading')}>
          <Skeleton variant="block" width="100%" height={64} />
          <Skeleton variant="block" width="100%" height={48} />
          <Skeleton variant="block" width="100%" height={48} />
        </div>
      ) : (
        <CompletionForm setup={setup.data} needsContact={!hasContact} />
      )}
      <p className="omad-register__switch">
        {t('completeRegistration.signOutHint')}{' '}
        <Button
          variant="link"
          onClick={signOut}
          loading={signingOut}
          data-testid="completion-sign-out"
        >
          {t('completeRegistration.signOut')}
        </Button>
      </p>
    </div>
  );
};
