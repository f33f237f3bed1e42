// The register dialog body: the full and the fast form of CMS forms-config behind two tabs
// (both stay mounted, so switching keeps what was typed), social sign-up, and the promo
// step when the account was made but its promo code was refused.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadFailed, Skeleton, Tabs } from '@omad/ui';
import { useRemoteProps } from '@omad/contract/remote';
import type { FlowProps } from '../../lib/flow-props';
import { SocialButtons } from '../../lib/social/social-buttons';
import { initialValues, planForm, type Currency } from '@omad/contract/remote';
import { initialPromoCode } from '../../lib/registration/promo-code';
import { PromoRetry, type PromoRefusal } from './promo-retry';
import { RegisterForm } from '../../lib/registration/register-form';
import { usePromoMessage, useRegisterSubmit } from './use-register-submit';
import {
  useRegistrationSetup,
  type RegistrationSetup,
} from '../../lib/registration/use-registration-setup';
import '../../lib/registration/register.css';

type Variant = 'full' | 'fast';
type PromoStep = Readonly<{ refusal: PromoRefusal; finish: () => Promise<void> }>;

type FormsProps = Readonly<{
  flow: FlowProps;
  setup: RegistrationSetup;
  onPromoRefused: (step: PromoStep) => void;
}>;

const Forms = ({ flow, setup, onPromoRefused }: FormsProps) => {
  const { t } = useTranslation('auth');
  const { location } = useRemoteProps();
  const [variant, setVariant] = useState<Variant>('full');
  const submit = useRegisterSubmit({
    flow,
    setup,
    onPromoRefused: (refusal, finish) => onPromoRefused({ refusal, finish }),
  });
  const { forms } = setup;
  // The link's code is read (and remembered) once when the forms open: a plan made again
  // later (the setup read again after sign-in) must not store a code already used.
  const [linkedPromoCode] = useState(() => initialPromoCode(location.search));

  const plans = useMemo(() => {
    const label = (currency: Currency) =>
      t('register.currencyOption', { code: currency.code, symbol: currency.symbol });
    const known = {
      promoCode: linkedPromoCode,
      defaultCurrency: setup.defaultCurrency,
    };
    return (['full', 'fast'] as const).map((name) => {
      const definition = name === 'full' ? forms.registrationForm : forms.fastRegistrationForm;
      const plan = planForm(definition, setup.currencies, label);
      return { name, definition, plan, initial: initialValues(plan, known) };
    });
    // Planned once per loaded setup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setup]);

  const withFast = forms.fastRegistrationForm.fields.length > 0;
  const body = plans.map(({ name, definition, plan, initial }) => (
    <div key={name} hidden={name !== variant}>
      <RegisterForm
        plan={plan}
        initial={initial}
        messages={setup.messages}
        strategy={forms.registrationValidationStrategy}
        submitTitle={definition.submitTitle}
        onSubmit={(values, form) => submit(plan, values, form)}
        testId={`register-form-${name}`}
      />
    </div>
  ));
  return withFast ? (
    <Tabs
      look="underline"
      aria-label={t('register.variants')}
      value={variant}
      onChange={setVariant}
      items={[
        { value: 'full', label: t('register.full') },
        { value: 'fast', label: t('register.fast') },
      ]}
      className="omad-register__tabs"
    >
      {body}
    </Tabs>
  ) : (
    body
  );
};

const PromoStepView = ({ step, setup }: { step: PromoStep; setup: RegistrationSetup }) => (
  <PromoRetry refusal={step.refusal} messageFor={usePromoMessage(setup)} finish={step.finish} />
);

export const RegisterFlow = (props: FlowProps) => {
  const { t } = useTranslation('auth');
  const setup = useRegistrationSetup();
  const [promoStep, setPromoStep] = useState<PromoStep | null>(null);
  if (promoStep && setup.data) {
    return <PromoStepView step={promoStep} setup={setup.data} />;
  }
  return (
    <div className="omad-register" data-testid="register-flow" aria-busy={setup.isPending}>
      {setup.data ? (
        <Forms flow={props} setup={setup.data} onPromoRefused={setPromoStep} />
      ) : setup.isError ? (
        <LoadFailed title={t('register.loadFailed')} onRetry={() => void setup.refetch()} />
      ) : (
        <div className="omad-register__loading" role="status" aria-label={t('register.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="block" width="100%" height={64} />
          ))}
          <Skeleton variant="block" width="100%" height={48} />
        </div>
      )}
      <SocialButtons typeAuth="register" />
      <p className="omad-register__switch">
        {t('register.haveAccount')}{' '}
        <Button variant="link" onClick={() => props.switchTo('login')}>
          {t('register.signIn')}
        </Button>
      </p>
    </div>
  );
};
