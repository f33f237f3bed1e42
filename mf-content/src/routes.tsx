// mf-content's routes (locale-free; the shell's basename adds /ru). /_icons renders in the
// shell's svg-sprite layout; any other single segment is a CMS page or the not-found page.
import { Route, Routes } from 'react-router';
import { BettingPage } from './features/betting/betting-page';
import { CmsPage } from './features/cms-page/cms-page';
import { ConfirmationPage } from './features/confirmation/confirmation-page';
import { ConfirmationSuccessPage } from './features/confirmation/confirmation-success-page';
import { HomePage } from './features/home/home-page';
import { IconsPage } from './features/icons/icons-page';
import { SupportPage } from './features/support/support-page';
import { UnsubscribePage } from './features/unsubscribe/unsubscribe-page';

export const AppRoutes = () => (
  <Routes>
    <Route index element={<HomePage />} />
    <Route path="/betting" element={<BettingPage />} />
    <Route path="/support" element={<SupportPage />} />
    <Route path="/unsubscribe" element={<UnsubscribePage />} />
    <Route path="/confirmation" element={<ConfirmationPage />} />
    <Route path="/confirmation/success" element={<ConfirmationSuccessPage />} />
    <Route path="/_icons" element={<IconsPage />} />
    <Route path="/:slug" element={<CmsPage />} />
  </Routes>
);
