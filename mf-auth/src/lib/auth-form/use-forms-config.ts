// CMS forms-config for the auth forms: its validation texts override the rule messages
// (spec section 5) on top of this remote's localized fallbacks, so a player never meets the
// English defaults, not even before the content service answers or when it is down.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FormsConfig, ValidationTexts } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';
import { resolveMessages, type ValidationMessages } from '@omad/contract/validation';

export const useFormsConfig = (): FormsConfig | null => {
  const { cms, locale } = useRemoteProps();
  const [config, setConfig] = useState<FormsConfig | null>(null);
  useEffect(() => {
    let cancelled = false;
    cms
      .getFormsConfig()
      .then((next) => {
        if (!cancelled) setConfig(next);
      })
      .catch((error: unknown) => console.warn('[mf-auth] forms-config unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);
  return config;
};

const localizedDefaults = (t: TFunction): Partial<ValidationMessages> => ({
  required: t('login.validation.required'),
  email: t('login.validation.email'),
  phone: t('login.validation.phone'),
  minLength: t('login.validation.minLength'),
  maxLength: t('login.validation.maxLength'),
  invalidCharacters: t('login.validation.invalidCharacters'),
  code: t('login.validation.code'),
  wrongField: t('login.validation.wrongField'),
  passwordsNotEqual: t('login.validation.passwordsNotEqual'),
});

/**
 * The CMS texts that are set. Its shortPassword (spec section 8) is the better message for
 * a password outside 6 to 20 characters, so it stands in for the length messages here:
 * the only length rule on the auth forms is the password's.
 */
export const cmsOverrides = (texts: ValidationTexts | undefined): Partial<ValidationMessages> => {
  if (!texts) return {};
  const { shortPassword, ...rest } = texts;
  const present: Partial<ValidationMessages> = Object.fromEntries(
    Object.entries(rest).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  return shortPassword
    ? { ...present, minLength: shortPassword, maxLength: shortPassword }
    : present;
};

/** Rule messages for the auth forms: localized fallbacks, then CMS overrides. */
export const useValidationMessages = (forms: FormsConfig | null): ValidationMessages => {
  const { t } = useTranslation('auth');
  const texts = forms?.validationTexts;
  return useMemo(
    () => resolveMessages({ ...localizedDefaults(t), ...cmsOverrides(texts) }),
    [t, texts],
  );
};
