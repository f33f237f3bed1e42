// What the registration and completion forms need before they can render: the CMS forms
// config, the currencies offered (platform general info ∩ CMS cashier currencies) and the
// site feature toggles. One load per locale; a failure offers a retry.
import { useCallback, useEffect, useState } from 'react';
import type { FormsConfig, SiteConfig, ValidationTexts } from '@omad/contract/cms';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { resolveMessages, type ValidationMessages } from '@omad/contract/validation';
import { offeredCurrencies, type Currency } from '@omad/contract/remote';

export type RegistrationSetup = Readonly<{
  forms: FormsConfig;
  messages: ValidationMessages;
  currencies: readonly Currency[];
  defaultCurrency: string | undefined;
  features: SiteConfig['features'] | null;
  registrationHintMs: number | undefined;
}>;

type Loaded = Readonly<{
  forms: FormsConfig;
  known: readonly Currency[];
  site: SiteConfig | null;
}>;

export type SetupState =
  | Readonly<{ status: 'loading' }>
  | Readonly<{ status: 'error'; retry: () => void }>
  | Readonly<{ status: 'ready'; setup: RegistrationSetup }>;

/** The CMS validation texts that are set (the CMS sends null for an empty one). */
const messagesOf = (texts: ValidationTexts | null): ValidationMessages =>
  resolveMessages(
    Object.fromEntries(
      Object.entries(texts ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  );

export const useRegistrationSetup = (): SetupState => {
  const { cms, locale } = useRemoteProps();
  const generalInfo = useSession((state) => state.generalInfo);
  const [loaded, setLoaded] = useState<Loaded | 'error' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoaded(null);
    // Only the forms config is essential; currencies and toggles degrade to defaults.
    Promise.all([
      cms.getFormsConfig(),
      cms.getCashierConfig().then(
        (config) => config.currencies,
        () => [],
      ),
      cms.getConfig().catch(() => null),
    ])
      .then(([forms, known, site]) => {
        if (!cancelled) setLoaded({ forms, known, site });
      })
      .catch((error: unknown) => {
        console.warn('[mf-auth] forms-config unavailable', error);
        if (!cancelled) setLoaded('error');
      });
    return () => {
      cancelled = true;
    };
  }, [cms, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (loaded === 'error') return { status: 'error', retry };
  if (loaded === null) return { status: 'loading' };
  const available = generalInfo?.available_currencies ?? loaded.known.map((known) => known.code);
  return {
    status: 'ready',
    setup: {
      forms: loaded.forms,
      messages: messagesOf(loaded.forms.validationTexts),
      currencies: offeredCurrencies(available, loaded.known),
      defaultCurrency: generalInfo?.default_currency,
      features: loaded.site?.features ?? null,
      registrationHintMs: loaded.site?.hints.registrationHintMs,
    },
  };
};
