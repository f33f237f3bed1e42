// /loyalty/shop: the products of the points shop, each with its price, stock and whether the
// player can afford it, bought through the dialogs of spec section 2. Guests see the prices
// and are asked to sign in to buy.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoad, usePageSeo, useRemoteProps } from '@omad/contract/remote';
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
  const { api, locale } = useRemoteProps();
  const toggles = useLoyaltyToggles();
  const config = useLoyaltyConfig();
  const standing = useLoyaltyStanding({ revalidate: true });
  const pointsText = usePointsText();
  const products = useLoad(() => api.loyalty.getProducts(PAGE), [api, locale]);
  const player =
    standing.status === 'ready'
      ? { points: standing.info.points, level: standing.info.level }
      : null;
  const { buy, busyId } = useBuy(player, config, products.reload);
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
        {standing.status === 'guest' ? null : (
          <p className="omad-shop__balance" data-testid="shop-balance" aria-live="polite">
            {player ? (
              t('shop.balance', { points: pointsText(player.points) })
            ) : (
              <Skeleton variant="text" width={140} />
            )}
          </p>
        )}
      </header>
      {products.state === 'error' ? (
        <LoadFailed
          title={t('shop.failedTitle')}
          description={t('shop.failedText')}
          onRetry={products.reload}
        />
      ) : products.state === 'success' && products.data.items.length === 0 ? (
        <EmptyState icon="gift" title={t('shop.emptyTitle')} description={t('shop.emptyText')} />
      ) : (
        <ul
          className="omad-shop__grid"
          aria-label={t('shop.list')}
          aria-busy={products.state === 'pending'}
        >
          {products.state === 'success'
            ? products.data.items.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    verdict={
                      standing.status === 'loading' && product.stock !== 0
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
