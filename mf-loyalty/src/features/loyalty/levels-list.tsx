// Every level of a programme with what it gives; for a player, the levels reached are marked
// and their own level stands out (aria-current).
import { useTranslation } from 'react-i18next';
import type { LoyaltyLevel } from '@omad/contract/api';
import { formatNumber } from '@omad/contract/format';
import { Badge } from '@omad/ui';
import type { LoyaltyConfig } from '@omad/contract/cms';
import { levelTexts } from '../../lib/loyalty-config';

export const LevelsList = ({
  levels,
  playerLevel,
  config,
}: Readonly<{
  levels: readonly LoyaltyLevel[];
  playerLevel: number | null;
  /** The CMS's loyalty texts (a level's name and tagline over the platform's); null until read. */
  config: LoyaltyConfig | null;
}>) => {
  const { t } = useTranslation();
  return (
    <ol className="omad-loyalty-levels" data-testid="loyalty-levels">
      {[...levels]
        .sort((a, b) => a.level - b.level)
        .map((level) => {
          const isCurrent = level.level === playerLevel;
          const reached = playerLevel !== null && level.level < playerLevel;
          const cms = levelTexts(config, level.level);
          return (
            <li
              key={level.level}
              className="omad-loyalty-level"
              data-current={isCurrent || undefined}
              data-reached={reached || undefined}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <div className="omad-loyalty-level__head">
                <span className="omad-loyalty-level__number" aria-hidden="true">
                  {level.level}
                </span>
                <div>
                  <h3 className="omad-loyalty-level__name">{cms?.name ?? level.name}</h3>
                  <p className="omad-loyalty-level__range">
                    {level.maxValue === null
                      ? t('programme.levelFrom', { points: formatNumber(String(level.minValue)) })
                      : t('programme.levelRange', {
                          from: formatNumber(String(level.minValue)),
                          to: formatNumber(String(level.maxValue)),
                        })}
                  </p>
                </div>
              </div>
              {isCurrent ? (
                <Badge tone="brand" solid>
                  {t('programme.currentLevel')}
                </Badge>
              ) : reached ? (
                <Badge tone="success">{t('programme.reached')}</Badge>
              ) : null}
              {cms?.description ? (
                <p className="omad-loyalty-level__tagline">{cms.description}</p>
              ) : null}
              <ul className="omad-loyalty-level__benefits">
                {level.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          );
        })}
    </ol>
  );
};
