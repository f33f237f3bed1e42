// mf-cashier's first screen, drawn on the edge (the contract's RenderFirstScreen, built for Node
// by defineFirstScreenConfig): the deposit index's heading and the cashier's navigation with
// the page's own classes and texts, and the places of the methods and the form, so the title
// paints with the shell's first frame and the page replaces it at the same size when it mounts.
import { renderToStaticMarkup } from 'react-dom/server';
import { localizePath } from '@omad/contract';
import { firstScreensOf } from '@omad/contract/pages';
import { firstScreenTranslators } from '@omad/contract/remote';
import { CASHIER_SECTIONS, CashierFrameView } from './lib/cashier-frame';
import { DepositSkeleton } from './features/deposit/deposit-skeleton';
import type { PAGES } from './pages';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';

const NAMESPACE = 'cashier';
const translators = firstScreenTranslators(NAMESPACE, { uz, ru });

export const renderFirstScreen = firstScreensOf<typeof PAGES>({
  '/cashier/deposit': (input) => {
    const t = translators(input.locale).getFixedT(input.locale, NAMESPACE);
    const element = (
      <CashierFrameView
        title={t('title.deposit')}
        navLabel={t('nav.label')}
        current="deposit"
        links={CASHIER_SECTIONS.map((item) => ({
          key: item.section,
          label: t(`nav.${item.section}`),
          href: localizePath(item.path, input.locale),
        }))}
      >
        <DepositSkeleton />
      </CashierFrameView>
    );
    return { html: renderToStaticMarkup(element), images: [] };
  },
});
