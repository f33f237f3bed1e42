// What the registration and completion forms need before they can render: the CMS forms
// config, the currencies offered (platform general info ∩ CMS cashier currencies) and the
// site feature toggles. One query of the page's client (read again when a form mounts, the
// last answer shown meanwhile); a failure offers a retry.
import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GeneralInfo } from '@omad/contract/api';
import type { CmsClient, FormsConfig, SiteConfig, ValidationTexts } from '@omad/contract/cms';
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

/** The CMS validation texts that are set (the CMS sends null for an empty one). */
const messagesOf = (texts: ValidationTexts | null): ValidationMessages =>
  resolveMessages(
    Object.fromEntries(
      Object.entries(texts ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  );

const readSetup = async (cms: CmsClient): Promise<Loaded> => {
  // Only the forms config is essential; currencies and toggles degrade to defaults.
  const [forms, known, site] = await Promise.all([
    cms.getFormsConfig(),
    cms.getCashierConfig().then(
      (config) => config.currencies,
      () => [],
    ),
    cms.getConfig().catch(() => null),
  ]).catch((error: unknown) => {
    console.warn('[mf-auth] forms-config unavailable', error);
    throw error;
  });
  return { forms, known, site };
};

const setupOf = (loaded: Loaded, generalInfo: GeneralInfo | null): RegistrationSetup => {
  const available = generalInfo?.available_currencies ?? loaded.known.map((known) => known.code);
  return {
    forms: loaded.forms,
    messages: messagesOf(loaded.forms.validationTexts),
    currencies: offeredCurrencies(available, loaded.known),
    defaultCurrency: generalInfo?.default_currency,
    features: loaded.site?.features ?? null,
    registrationHintMs: loaded.site?.hints.registrationHintMs,
  };
};

export const useRegistrationSetup = () => {
  const { cms } = useRemoteProps();
  const generalInfo = useSession((state) => state.generalInfo);
  const select = useCallback((loaded: Loaded) => setupOf(loaded, generalInfo), [generalInfo]);
  return useQuery({
    queryKey: ['mf-auth.registrationSetup'],
    queryFn: () => readSetup(cms),
    select,
    // A form on screen is never taken away while it is read again (the cache starts over
    // when the account changes, e.g. right after this registration signs the player in).
    placeholderData: keepPreviousData,
  });
};
