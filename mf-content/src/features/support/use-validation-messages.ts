// Rule messages for the feedback form: this remote's localized texts, with the CMS
// forms-config validation texts over them (spec section 5), so a player never meets the
// English defaults, not even before the content service answers or when it is down.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationTexts } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';
import { resolveMessages, type ValidationMessages } from '@omad/contract/validation';

const OVERRIDDEN = [
  'required',
  'insertEmail',
  'email',
  'minLength',
  'maxLength',
  'wrongField',
] as const;

export const useValidationMessages = (): ValidationMessages => {
  const { cms, locale } = useRemoteProps();
  const { t } = useTranslation('content');
  const [texts, setTexts] = useState<ValidationTexts | null>(null);

  useEffect(() => {
    let cancelled = false;
    cms
      .getFormsConfig()
      .then((forms) => {
        if (!cancelled) setTexts(forms.validationTexts);
      })
      .catch((error: unknown) => console.warn('[mf-content] forms-config unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);

  return useMemo(() => {
    const messages: Partial<Record<(typeof OVERRIDDEN)[number], string>> = {};
    for (const key of OVERRIDDEN) {
      const cmsText = texts?.[key];
      messages[key] = cmsText || t(`services.support.feedback.validation.${key}`);
    }
    return resolveMessages(messages);
  }, [t, texts]);
};
