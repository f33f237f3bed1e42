// /_icons (svg-sprite layout): every icon of the UI kit's set with its name, for designers
// and developers to look up; kept out of search engines.
import { useTranslation } from 'react-i18next';
import { Icon, iconNames } from '@omad/ui';
import { usePageSeo } from '@omad/contract/remote';
import './icons.css';

export const IconsPage = () => {
  const { t } = useTranslation('content');
  const title = t('pages.icons.title');
  usePageSeo({ title });
  return (
    <div className="omad-icons">
      <header className="omad-icons__header">
        <h1 className="omad-icons__title">{title}</h1>
        <p className="omad-icons__count">{t('pages.icons.count', { total: iconNames.length })}</p>
      </header>
      <ul className="omad-icons__grid" data-testid="icon-grid">
        {iconNames.map((name) => (
          <li key={name} className="omad-icons__item" data-icon-name={name}>
            <Icon name={name} size={32} />
            <code className="omad-icons__name">{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
};
