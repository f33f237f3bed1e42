// A product of the shop: its picture, what it is and is worth, its price in points, what is
// left of it, and the button, which says why the player cannot buy it yet when they cannot.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyProduct } from '@omad/contract/api';
import { useFormatMoney } from '@omad/contract/remote';
import { Badge, Button, Card, Skeleton } from '@omad/ui';
import { usePointsText } from '../../lib/points';
import type { Affordability } from './affordability';

const KINDS = ['bonus', 'freespins', 'item'] as const;
const kindOf = (kind: string) => KINDS.find((known) => known === kind) ?? 'item';

export const ProductCard = ({
  product,
  verdict,
  busy,
  onBuy,
}: Readonly<{
  product: LoyaltyProduct;
  verdict: Affordability;
  busy: boolean;
  onBuy: () => void;
}>) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const pointsText = usePointsText();
  const titleId = `product-${product.id}-title`;
  // Sold out is said once, where the stock is.
  const note =
    verdict.kind === 'level'
      ? t('shop.fromLevel', { level: verdict.level })
      : verdict.kind === 'short'
        ? t('shop.missing', { points: pointsText(verdict.missing) })
        : null;
  return (
    <Card
      as="article"
      padding="none"
      className="omad-product"
      aria-labelledby={titleId}
      data-testid={`product-${product.id}`}
      data-affordable={verdict.kind === 'affordable' || undefined}
    >
      {/* The square artwork whole, over a blurred copy of itself filling the wide box. */}
      <div
        className="omad-product__media"
        style={{ '--omad-product-art': `url("${encodeURI(product.image)}")` } as CSSProperties}
      >
        <img
          className="omad-product__image"
          src={product.image}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="omad-product__body">
        <div className="omad-product__badges">
          <Badge tone="accent">{t(`shop.kind.${kindOf(product.kind)}`)}</Badge>
          {product.min_level > 1 ? (
            <Badge tone="neutral">{t('shop.fromLevel', { level: product.min_level })}</Badge>
          ) : null}
        </div>
        <h2 id={titleId} className="omad-product__title">
          {product.title}
        </h2>
        <p className="omad-product__text">{product.description}</p>
        {product.freespins ? (
          <p className="omad-product__meta">
            {t('shop.spins', {
              count: product.freespins.count,
              game: product.freespins.game.name,
              bet: formatMoney(product.freespins.bet),
            })}
          </p>
        ) : null}
        {product.value ? (
          <p className="omad-product__meta">
            {t('shop.worth', { money: formatMoney(product.value) })}
          </p>
        ) : null}
        <div className="omad-product__foot">
          <div>
            <p className="omad-product__price" data-testid="product-price">
              {pointsText(product.price)}
            </p>
            <p className="omad-product__stock">
              {product.stock === null
                ? '\u00a0'
                : product.stock > 0
                  ? t('shop.stockLeft', { count: product.stock })
                  : t('shop.soldOut')}
            </p>
          </div>
          <Button
            onClick={onBuy}
            loading={busy}
            variant={verdict.kind === 'affordable' ? 'primary' : 'secondary'}
            disabled={verdict.kind === 'sold-out' || verdict.kind === 'level'}
            aria-describedby={note ? `${titleId}-note` : undefined}
          >
            {verdict.kind === 'guest' ? t('shop.guestBuy') : t('shop.buy')}
          </Button>
        </div>
        <p className="omad-product__note" id={`${titleId}-note`}>
          {note ?? '\u00a0'}
        </p>
      </div>
    </Card>
  );
};

export const ProductCardSkeleton = () => (
  <Card padding="none" className="omad-product" aria-hidden="true">
    <Skeleton variant="block" aspectRatio="8 / 5" />
    <div className="omad-product__body">
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="70%" height={24} />
      <Skeleton variant="text" lines={2} />
      <Skeleton variant="block" height={44} />
    </div>
  </Card>
);
