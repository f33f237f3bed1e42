// Every cashier page's frame: its heading, the cashier's sections as a navigation that scrolls
// sideways on a phone, and the page itself. The view is pure, so the edge's first screen
// (first-screen.tsx) draws exactly what the page draws.
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@omad/ui';
import { usePageLink, usePageSeo } from '@omad/contract/remote';
import './cashier.css';

export type CashierSection = 'deposit' | 'withdraw' | 'history' | 'wallet';

export const CASHIER_SECTIONS: readonly { section: CashierSection; path: string }[] = [
  { section: 'deposit', path: '/cashier/deposit' },
  { section: 'withdraw', path: '/cashier/withdraw' },
  { section: 'history', path: '/cashier/history' },
  { section: 'wallet', path: '/cashier/wallet' },
];

export type FrameLink = Readonly<{
  section: CashierSection;
  label: string;
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}>;

type ViewProps = Readonly<{
  title: string;
  navLabel: string;
  links: readonly FrameLink[];
  current: CashierSection | null;
  children: ReactNode;
}>;

export const CashierFrameView = ({ title, navLabel, links, current, children }: ViewProps) => (
  <Container className="omad-cashier" data-testid="cashier-page">
    <h1 className="omad-cashier__title">{title}</h1>
    <nav className="omad-cashier__nav" aria-label={navLabel}>
      <ul>
        {links.map((link) => (
          <li key={link.section}>
            <a
              href={link.href}
              onClick={link.onClick}
              className="omad-cashier__nav-link"
              aria-current={link.section === current ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
    {children}
  </Container>
);

type Props = Readonly<{
  section: CashierSection | null;
  title: string;
  children: ReactNode;
}>;

export const CashierFrame = ({ section, title, children }: Props) => {
  const { t } = useTranslation('cashier');
  const linkTo = usePageLink();
  usePageSeo({ title, noindex: true });
  return (
    <CashierFrameView
      title={title}
      navLabel={t('nav.label')}
      current={section}
      links={CASHIER_SECTIONS.map((item) => ({
        section: item.section,
        label: t(`nav.${item.section}`),
        ...linkTo(item.path),
      }))}
    >
      {children}
    </CashierFrameView>
  );
};
