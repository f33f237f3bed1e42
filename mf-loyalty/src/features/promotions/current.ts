// Which promotions are running: started (or with no start) and not finished (or with no end).
// A date the CMS wrote badly constrains nothing.
import type { CmsPromotion } from '@omad/contract/cms';

const timeOf = (iso: string | null): number | null => {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
};

export const isFinished = (promotion: Pick<CmsPromotion, 'finishedAt'>, now: number): boolean => {
  const end = timeOf(promotion.finishedAt);
  return end !== null && end <= now;
};

export const isCurrent = (
  promotion: Pick<CmsPromotion, 'startsAt' | 'finishedAt'>,
  now: number,
): boolean => {
  const start = timeOf(promotion.startsAt);
  return (start === null || start <= now) && !isFinished(promotion, now);
};
