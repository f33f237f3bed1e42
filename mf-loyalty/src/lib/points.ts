// Points as the pages say them: a grouped whole number with the counted noun ("1,250 ball",
// "1,250 баллов"), and the levels' arithmetic of spec section 9.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { LoyaltyInfo, LoyaltyLevel } from '@omad/contract/api';
import { formatNumber, loyaltyProgress } from '@omad/contract/format';

/** "1,250 ball" in the language of `t` (the page's, or a first screen's). */
export const pointsTextOf =
  (t: TFunction) =>
  (points: number): string =>
    t('common.points', { count: points, n: formatNumber(String(points)) });

/** "1,250 ball" in the page's language. */
export const usePointsText = (): ((points: number) => string) => {
  const { t } = useTranslation();
  return useMemo(() => pointsTextOf(t), [t]);
};

/** Where a player stands: the level they are on, the next one (none at the top), the bar. */
export type Standing = Readonly<{
  current: LoyaltyLevel | null;
  next: LoyaltyLevel | null;
  /** Whole percent towards the next level (spec section 9); 100 at the top. */
  percent: number;
  /** Experience still needed for the next level; 0 at the top. */
  missing: number;
}>;

export const standingOf = (info: Pick<LoyaltyInfo, 'levels' | 'level' | 'expCount'>): Standing => {
  const levels = [...info.levels].sort((a, b) => a.level - b.level);
  const current = levels.find((level) => level.level === info.level) ?? null;
  const next = levels.find((level) => level.level > info.level) ?? null;
  const percent = current
    ? loyaltyProgress({
        minValue: current.minValue,
        maxValue: current.maxValue,
        expCount: info.expCount,
      })
    : 0;
  const missing = next ? Math.max(0, next.minValue - info.expCount) : 0;
  return { current, next, percent, missing };
};
