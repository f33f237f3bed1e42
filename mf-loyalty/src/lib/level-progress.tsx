// The bar towards the next level, with what it means in words: how many points of
// experience are still missing and for which level, or that the top level is reached.
import { useTranslation } from 'react-i18next';
import type { LoyaltyInfo } from '@omad/contract/api';
import { formatNumber } from '@omad/contract/format';
import { ProgressBar } from '@omad/ui';
import { standingOf, usePointsText } from './points';
import './level-progress.css';

export const LevelProgress = ({
  info,
}: Readonly<{ info: Pick<LoyaltyInfo, 'levels' | 'level' | 'expCount'> }>) => {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const { current, next, percent, missing } = standingOf(info);
  const max = current?.maxValue;
  return (
    <div className="omad-level-progress" data-testid="level-progress">
      <ProgressBar
        value={percent}
        label={t('common.progressLabel')}
        valueText={
          max === null || max === undefined
            ? t('common.progressTop')
            : t('common.progressValue', {
                exp: formatNumber(String(info.expCount)),
                max: formatNumber(String(max)),
              })
        }
        tone={next ? 'brand' : 'success'}
      />
      <p className="omad-level-progress__caption">
        <span>
          {next
            ? t('common.toNext', { name: next.name, points: pointsText(missing) })
            : t('common.topReached')}
        </span>
        <span className="omad-level-progress__percent" aria-hidden="true">
          {percent}%
        </span>
      </p>
    </div>
  );
};
