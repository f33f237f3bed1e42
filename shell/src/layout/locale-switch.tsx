// The language switch in the header: the shell owns the locale.
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@omad/contract';
import { useShell } from '../shell-context';

export const LocaleSwitch = () => {
  const { t } = useTranslation('shell');
  const { locale, switchLocale } = useShell();
  return (
    <div className="omad-locale-switch" role="group" aria-label={t('locale.label')}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="omad-locale-switch__option"
          aria-pressed={code === locale}
          data-locale={code}
          onClick={() => {
            if (code !== locale) void switchLocale(code);
          }}
        >
          {code.toUpperCase()}
          <span className="omad-visually-hidden"> {t(`locale.${code}`)}</span>
        </button>
      ))}
    </div>
  );
};
