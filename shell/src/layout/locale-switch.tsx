// The language switch in the header: the shell owns the locale.
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell-context';
import { LocaleButtons } from './locale-buttons';

export const LocaleSwitch = () => {
  const { t } = useTranslation('shell');
  const { locale, switchLocale } = useShell();
  return (
    <LocaleButtons
      locale={locale}
      groupLabel={t('locale.label')}
      nameOf={(code) => t(`locale.${code}`)}
      onSwitch={(code) => void switchLocale(code)}
    />
  );
};
