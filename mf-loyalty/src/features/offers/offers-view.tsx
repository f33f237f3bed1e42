// What /offers draws around its cards, without reading anything: the page's head, the
// promo-code field, a guest's note and the grid (skeletons while the offers are read). The
// page fills it from its reads; the first screen (first-screen.tsx) draws a guest's first
// render with it.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@omad/ui';
import { PageHead } from '../../lib/page-head';
import { TileGrid, TileSkeletons } from '../../lib/tile-grid';
import { OfferCardSkeleton } from './offer-card';
import '../../lib/page.css';
import './offers.css';

export const OffersView = ({
  promoCode,
  children,
}: Readonly<{
  promoCode: ReactNode;
  /** The guest's note, the cards (or what stands for them) and "show more". */
  children: ReactNode;
}>) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-loyalty-page" data-testid="offers-page">
      <PageHead title={t('offers.title')} lead={t('offers.lead')} />
      {promoCode}
      {children}
    </Container>
  );
};

/** The offers' grid: their cards, or skeletons while they are read (`busy`). */
export const OfferGrid = ({
  busy,
  ref,
  children,
}: Readonly<{ busy: boolean; ref?: Ref<HTMLUListElement>; children?: ReactNode }>) => {
  const { t } = useTranslation();
  return (
    <TileGrid ref={ref} label={t('offers.list')} busy={busy}>
      {busy ? <TileSkeletons Skeleton={OfferCardSkeleton} /> : children}
    </TileGrid>
  );
};
