// The player's loyalty card: their level, their points with what they are worth, the bar to
// the next level and (where the CMS shows it) their character. The loyalty page and the
// profile's loyalty summary draw it; `children` adds the place's own links.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyInfo } from '@omad/contract/api';
import { useFormatMoney } from '@omad/contract/remote';
import { Badge, Card, Skeleton } from '@omad/ui';
import { CharacterPortrait } from './character-portrait';
import { LevelProgress } from './level-progress';
import { standingOf, usePointsText } from './points';
import './status-card.css';

export const StatusCard = ({
  info,
  alias,
  showCharacter,
  titleId,
  title,
  children,
}: Readonly<{
  info: LoyaltyInfo;
  /** What points are called: the platform's alias, else the CMS's. */
  alias: string | null;
  showCharacter: boolean;
  titleId: string;
  title: string;
  children?: ReactNode;
}>) => {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const formatMoney = useFormatMoney();
  const { current } = standingOf(info);
  const character = showCharacter ? info.character : null;
  return (
    <Card as="section" padding="lg" className="omad-status-card" aria-labelledby={titleId}>
      <div className="omad-status-card__head">
        {character ? <CharacterPortrait character={character} size="lg" /> : null}
        <div className="omad-status-card__who">
          <h2 id={titleId} className="omad-status-card__title">
            {title}
          </h2>
          <Badge tone="brand" solid data-testid="loyalty-level">
            {current
              ? t('common.levelNamed', { level: info.level, name: current.name })
              : t('common.level', { level: info.level })}
          </Badge>
          {character ? <p className="omad-status-card__character">{character.name}</p> : null}
        </div>
      </div>
      <dl className="omad-status-card__facts">
        <div>
          <dt>{alias ?? t('common.yourPoints')}</dt>
          <dd className="omad-status-card__points" data-testid="loyalty-points">
            {pointsText(info.points)}
          </dd>
          <dd className="omad-status-card__worth" data-testid="loyalty-points-value">
            {t('common.pointsWorth', { money: formatMoney(info.points_value) })}
          </dd>
        </div>
        <div>
          <dt>{t('common.experience')}</dt>
          <dd className="omad-status-card__exp">{pointsText(info.expCount)}</dd>
        </div>
      </dl>
      <LevelProgress info={info} />
      {children ? <div className="omad-status-card__actions">{children}</div> : null}
    </Card>
  );
};

/** The card's shape while the standing loads (same height, no jump). */
export const StatusCardSkeleton = () => (
  <Card padding="lg" className="omad-status-card" aria-hidden="true">
    <div className="omad-status-card__head">
      <Skeleton variant="circle" width={112} height={112} />
      <div className="omad-status-card__who">
        <Skeleton variant="text" width="60%" height={28} />
        <Skeleton variant="text" width={140} />
      </div>
    </div>
    <Skeleton variant="block" height={76} />
    <Skeleton variant="block" height={44} />
  </Card>
);
