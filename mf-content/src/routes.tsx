// mf-content's routes (locale-free; the shell's basename adds /ru). Home and the slug
// check are real; the other pages are labelled placeholders until the content issue.
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@omad/contract/remote';
import { CmsPage } from './features/cms-page/cms-page';
import { HomePage } from './features/home/home-page';

const PLACEHOLDERS = [
  ['/betting', 'betting'],
  ['/support', 'support'],
  ['/unsubscribe', 'unsubscribe'],
  ['/confirmation', 'confirmation'],
  ['/confirmation/success', 'confirmationSuccess'],
  ['/_icons', 'icons'],
] as const;

export const AppRoutes = () => {
  const { t } = useTranslation('content');
  return (
    <Routes>
      <Route index element={<HomePage />} />
      {PLACEHOLDERS.map(([path, key]) => (
        <Route key={path} path={path} element={<PlaceholderPage title={t(`title.${key}`)} />} />
      ))}
      <Route path="/:slug" element={<CmsPage />} />
    </Routes>
  );
};
