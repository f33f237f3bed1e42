// The bonus and cashback cards and actions the profile and the cashier both show.
export { BonusCard, rewardTitle } from './bonus-card';
export { CashbackCard, useCashbackActions } from './cashback-card';
export { RewardStatus } from './reward-status';
export { useActiveBonusId, useBonusActions } from './use-bonus-actions';
export type { BonusKind } from './use-bonus-actions';
export { rewardFailure } from './reward-errors';
export { REWARDS_TEXTS, useRewardsTranslation } from './texts';
