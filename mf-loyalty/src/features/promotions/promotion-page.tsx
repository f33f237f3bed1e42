// /promotions/:id (the promotion's slug): one promotion with its texts and terms, its own call
// to action when it has one (the weekly cashback's page) and, when it is taken through a
// campaign offer, that offer's state and take button. A finished promotion is still shown,
// marked as over; an unknown one shows a not-found state with the way back.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { sameOriginPath } from '@omad/contract';
import { formatDate } from '@omad/contract/format';
import { usePageSeo } from '@omad/contract/remote';
import { Badge, Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { linesOf, useOffersOptions } from '../../lib/offer-description';
import { isFinished } from './current';
import { PromotionOffer } from './promotion-offer';
import { usePromotions } from './use-promotions';
import { TileHead, TileHeadSkeleton } from '../../lib/tile';
import '../../lib/page.css';
import './promotions.css';

export const PromotionPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const options = useOffersOptions();
  const promotions = usePromotions();
  // Addresses use the slug (the same in both languages); an entry id still finds it.
  const promotion = promotions.data
    ? (promotions.data.find((entry) => entry.slug === id || String(entry.id) === id) ?? null)
    : undefined;
  usePageSeo(
    promotion === null
      ? { title: t('promotions.notFoundTitle'), noindex: true }
      : promotion
        ? {
            title: promotion.title,
            description: promotion.summary,
            ...(promotion.image ? { image: promotion.image } : {}),
          }
        : null,
  );

  const back = (
    <Link className="omad-loyalty-link" to="/promotions">
      {t('promotions.allPromotions')}
    </Link>
  );

  if (promotion === null) {
    return (
      <Container className="omad-loyalty-page" data-testid="promotion-missing">
        <EmptyState
          icon="search"
          headingLevel={2}
          title={t('promotions.notFoundTitle')}
          description={t('promotions.notFoundText')}
          action={back}
        />
      </Container>
    );
  }
  if (!promotion && promotions.isError) {
    return (
      <Container className="omad-loyalty-page" data-testid="promotion-page">
        {back}
        <LoadFailed
          title={t('promotions.failedTitle')}
          description={t('promotions.failedText')}
          onRetry={() => void promotions.refetch()}
        />
      </Container>
    );
  }
  if (!promotion) {
    return (
      <Container className="omad-loyalty-page" data-testid="promotion-page" aria-busy="true">
        {back}
        <TileHeadSkeleton />
        <Skeleton variant="block" height={200} />
      </Container>
    );
  }

  const finished = isFinished(promotion, Date.now());
  const until = promotion.finishedAt ? formatDate(promotion.finishedAt) : '';
  const body = (promotion.body ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const terms = linesOf(promotion.terms);
  // The CMS's call to action stays on the site: a path of it, never another address.
  const action =
    promotion.url && promotion.buttonTitle
      ? sameOriginPath(promotion.url, window.location.origin)
      : null;
  return (
    <Container className="omad-loyalty-page" data-testid="promotion-page">
      {back}
      <TileHead
        titleId="promotion-title"
        image={promotion.image}
        badges={
          finished ? (
            <Badge tone="warning" solid data-testid="promotion-finished">
              {t('promotions.finished')}
            </Badge>
          ) : until ? (
            <Badge tone="neutral">{t('promotions.until', { date: until })}</Badge>
          ) : null
        }
        title={promotion.title}
        texts={finished ? [promotion.summary, t('promotions.finishedText')] : [promotion.summary]}
      >
        {!finished && action ? (
          <Link className="omad-loyalty-link omad-loyalty-link--strong" to={action}>
            {promotion.buttonTitle}
          </Link>
        ) : null}
      </TileHead>
      {!finished && promotion.offerId !== null ? (
        <PromotionOffer offerId={promotion.offerId} options={options} />
      ) : null}
      {body.length > 0 ? (
        <section className="omad-tile-section" aria-labelledby="promotion-about">
          <h2 id="promotion-about">{t('promotions.about')}</h2>
          {body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      {terms.length > 0 ? (
        <section className="omad-tile-section" aria-labelledby="promotion-terms">
          <h2 id="promotion-terms">{t('promotions.terms')}</h2>
          <ol className="omad-tile-terms" data-testid="promotion-terms">
            {terms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </Container>
  );
};
