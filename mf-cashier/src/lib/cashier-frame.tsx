// Every cashier page's frame: its heading, the cashier's sections as a navigation that scrolls
// sideways on a phone, and the page itself.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@omad/ui';
import { usePageLink, usePageSeo } from '@omad/contract/remote';
import './cashier.css';

export type CashierSection = 'deposit' | 'withdraw' | 'history' | 'wallet';

const SECTIONS: readonly { section: CashierSection; path: string }[] = [
  { section: 'deposit', path: '/cashier/deposit' },
  { section: 'withdraw', path: '/cashier/withdraw' },
  { section: 'history', path: '/cashier/history' },
  { section: 'wallet', path: '/cashier/wallet' },
];

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
    <Container className="omad-cashier" data-testid="cashier-page">
      <h1 className="omad-cashier__title">{title}</h1>
      <nav className="omad-cashier__nav" aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map((item) => (
            <li key={item.section}>
              <a
                {...linkTo(item.path)}
                className="omad-cashier__nav-link"
                aria-current={item.section === section ? 'page' : undefined}
              >
                {t(`nav.${item.section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Container>
  );
};
