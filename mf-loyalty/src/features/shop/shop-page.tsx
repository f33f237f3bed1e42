// /loyalty/shop: the products of the points shop, each with its price, stock and whether the
// player can afford it, bought through the dialogs of spec section 2. Guests see the prices
// and are asked to sign in to buy.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformQuery, usePageSeo, useRemoteProps } from '@omad/contract/remote';
import { Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { LoyaltyOff } from '../../lib/loyalty-off';
import { useLoyaltyConfig, useLoyaltyToggles } from '../../lib/loyalty-config';
import { useLoyaltyStanding } from '../../lib/loyalty-info';
import { usePointsText } from '../../lib/points';
import { affordability } from './affordability';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { useBuy } from './use-buy';
import '../../lib/page.css';
import './shop.css';

const PAGE = { offset: 0, count: 100 } as const;
const SKELETONS = 6;

export const ShopPage = () => {
  const { t } = useTranslation();
  const { api } = useRemoteProps();
  const toggles = useLoyaltyToggles();
  const config = useLoyaltyConfig();
  const standing = useLoyaltyStanding();
  const pointsText = usePointsText();
  const products = useQuery(platformQuery(api, 'loyalty.getProducts', PAGE));
  const info = standing?.data;
  const player = info ? { points: info.points, level: info.level } : null;
  const { buy, busyId } = useBuy(player, config);
  usePageSeo({
    title: config?.shop.title ?? t('shop.title'),
    description: t('shop.seoDescription'),
  });
  if (!toggles.loyalty) return <LoyaltyOff />;

  return (
    <Container className="omad-loyalty-page" data-testid="shop-page">
      <Link className="omad-loyalty-link" to="/loyalty">
        {t('common.toLoyalty')}
      </Link>
      <header className="omad-shop__head">
        <div className="omad-loyalty-page__head">
          <h1>{config?.shop.title ?? t('shop.title')}</h1>
          <p>{t('shop.lead')}</p>
        </div>
        {standing === null ? null : (
          <p className="omad-shop__balance" data-testid="shop-balance" aria-live="polite">
            {player ? (
              t('shop.balance', { points: pointsText(player.points) })
            ) : (
              <Skeleton variant="text" width={140} />
            )}
          </p>
        )}
      </header>
      {!products.data && products.isError ? (
        <LoadFailed
          title={t('shop.failedTitle')}
          description={t('shop.failedText')}
          onRetry={() => void products.refetch()}
        />
      ) : products.data?.items.length === 0 ? (
        <EmptyState icon="gift" title={t('shop.emptyTitle')} description={t('shop.emptyText')} />
      ) : (
        <ul className="omad-shop__grid" aria-label={t('shop.list')} aria-busy={products.isPending}>
          {products.data
            ? products.data.items.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    verdict={
                      standing?.isPending && product.stock !== 0
                        ? { kind: 'guest' }
                        : affordability(product, player)
                    }
                    busy={busyId === product.id}
                    onBuy={() => void buy(product)}
                  />
                </li>
              ))
            : Array.from({ length: SKELETONS }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
        </ul>
      )}
    </Container>
  );
};
