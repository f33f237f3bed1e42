// What /promotions/:id draws for a promotion it found, without reading anything: the way back,
// the head (picture, end or finished badge, title, summary, its own call to action), the
// campaign offer it is taken through, its texts and terms. The page gives it the offer's live
// part; the first screen (first-screen.tsx) the part as it stands while the offer is read.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sameOriginPath } from '@omad/contract';
import type { CmsPromotion } from '@omad/contract/cms';
import { formatDate } from '@omad/contract/format';
import { Badge, Container } from '@omad/ui';
import { linesOf } from '../../lib/offer-description';
import { TileHead } from '../../lib/tile';
import { isFinished } from './current';
import '../../lib/page.css';
import './promotions.css';

/** The promotion at this address: by its slug (the same in both languages) or its entry id. */
export const promotionIn = (promotions: readonly CmsPromotion[], id: string) =>
  promotions.find((entry) => entry.slug === id || String(entry.id) === id) ?? null;

export const BackToPromotions = () => {
  const { t } = useTranslation();
  return (
    <Link className="omad-loyalty-link" to="/promotions">
      {t('promotions.allPromotions')}
    </Link>
  );
};

/** The body's paragraphs: plain text split at blank lines. */
const paragraphsOf = (body: string | null) =>
  (body ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export const PromotionView = ({
  promotion,
  now,
  origin,
  offer,
}: Readonly<{
  promotion: CmsPromotion;
  /** The time it is shown at: a promotion finished by then is marked as over. */
  now: number;
  /** The site's origin: the CMS's call to action is followed only to a path of it. */
  origin: string;
  /** The campaign offer's part, for a running promotion taken through one. */
  offer: (offerId: number) => ReactNode;
}>) => {
  const { t } = useTranslation();
  const finished = isFinished(promotion, now);
  const until = promotion.finishedAt ? formatDate(promotion.finishedAt) : '';
  const body = paragraphsOf(promotion.body);
  const terms = linesOf(promotion.terms);
  const action =
    promotion.url && promotion.buttonTitle ? sameOriginPath(promotion.url, origin) : null;
  return (
    <Container className="omad-loyalty-page" data-testid="promotion-page">
      <BackToPromotions />
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
      {!finished && promotion.offerId !== null ? offer(promotion.offerId) : null}
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
