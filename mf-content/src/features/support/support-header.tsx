// /support's title and intro: the top of the page, and all of its first screen.
import { useTranslation } from 'react-i18next';

export const SupportHeader = () => {
  const { t } = useTranslation('content');
  return (
    <header className="omad-support__header">
      <h1 className="omad-support__title">{t('services.support.title')}</h1>
      <p className="omad-support__intro">{t('services.support.intro')}</p>
    </header>
  );
};
