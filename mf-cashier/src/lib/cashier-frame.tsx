// Every cashier page's frame: the UI kit's SectionFrame with the cashier's heading and
// sections. The view is pure, so the edge's first screen (first-screen.tsx) draws exactly
// what the page draws.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame, type SectionLink } from '@omad/ui';
import { usePageLink, usePageSeo } from '@omad/contract/remote';
import './cashier.css';

export type CashierSection = 'deposit' | 'withdraw' | 'history' | 'wallet';

export const CASHIER_SECTIONS: readonly { section: CashierSection; path: string }[] = [
  { section: 'deposit', path: '/cashier/deposit' },
  { section: 'withdraw', path: '/cashier/withdraw' },
  { section: 'history', path: '/cashier/history' },
  { section: 'wallet', path: '/cashier/wallet' },
];

type ViewProps = Readonly<{
  title: string;
  navLabel: string;
  links: readonly SectionLink[];
  current: CashierSection | null;
  children: ReactNode;
}>;

export const CashierFrameView = ({ title, navLabel, links, current, children }: ViewProps) => (
  <SectionFrame
    className="omad-cashier"
    data-testid="cashier-page"
    title={title}
    navLabel={navLabel}
    links={links}
    current={current}
  >
    {children}
  </SectionFrame>
);

type Props = Readonly<{
  section: CashierSection | null;
  title: string;
  children: ReactNode;
}>;

export const CashierFrame = ({ section, title, children }: Props) => {
  const { t } = useTranslation('cashier');
  const linkTo = usePageLink();
  usePageSeo({ title });
  return (
    <CashierFrameView
      title={title}
      navLabel={t('nav.label')}
      current={section}
      links={CASHIER_SECTIONS.map((item) => ({
        key: item.section,
        label: t(`nav.${item.section}`),
        ...linkTo(item.path),
      }))}
    >
      {children}
    </CashierFrameView>
  );
};
