// Acting on a bonus with the confirms of spec section 2: activating or removing asks first;
// a step that forfeits bonus money asks with the burn-bonuses confirm instead; a betting bonus
// once activated says so (the betting-bonus-activated confirm). Money that moved refreshes the
// balances; a refusal is toasted, and a stale item reloads the list.
import { useEffect, useState } from 'react';
import type { Bonus } from '../../api';
import { actionBurnsBonus, type BonusAction } from '../../format/rewards';
import { askConfirm } from '../ask-confirm';
import { useRemoteProps } from '../context';
import { useFormatMoney } from '../use-format-money';
import { useRefreshBalance } from '../use-refresh-balance';
import { rewardFailure } from './reward-errors';
import { useRewardsTranslation } from './texts';

export type BonusKind = 'casino' | 'betting';

type Options = Readonly<{
  kind: BonusKind;
  /** True when another casino bonus is active (activating this one would forfeit it). */
  anotherActive: boolean;
  /** Called with the bonus as the platform now answers it, or null to reload the list. */
  onChanged: (bonus: Bonus | null) => void;
}>;

export const useBonusActions = ({ kind, anotherActive, onChanged }: Options) => {
  const { api, openDialog, toast } = useRemoteProps();
  const { t } = useRewardsTranslation();
  const format = useFormatMoney();
  const refreshBalance = useRefreshBalance();
  const [busy, setBusy] = useState<BonusAction | null>(null);

  const question = (action: BonusAction, bonus: Bonus) => {
    const common = { cancelLabel: t('bonus.cancel') };
    if (actionBurnsBonus(action, bonus, kind === 'casino' && anotherActive)) {
      return {
        ...common,
        title: t('bonus.burnTitle'),
        text: t('bonus.burnText'),
        confirmLabel: t('bonus.burnConfirm'),
        danger: true,
        testId: 'burn-bonus-confirm',
      };
    }
    if (action === 'activate') {
      return {
        ...common,
        title: t('bonus.activateTitle'),
        text:
          kind === 'betting'
            ? t('bonus.bettingActivateText', { amount: format(bonus.amount) })
            : t('bonus.activateText', {
                amount: format(bonus.amount),
                required: format({ amount: bonus.wager.required, currency: bonus.amount.currency }),
              }),
        confirmLabel: t('bonus.activate'),
        testId: 'bonus-activate-confirm',
      };
    }
    return {
      ...common,
      title: t('bonus.removeTitle'),
      text: t('bonus.removeText'),
      confirmLabel: action === 'deactivate' ? t('bonus.deactivate') : t('bonus.remove'),
      danger: true,
      testId: 'bonus-remove-confirm',
    };
  };

  const call = (action: BonusAction, id: number): Promise<Bonus> => {
    if (kind === 'betting') {
      return action === 'activate'
        ? api.bettingBonuses.activate(id)
        : api.bettingBonuses.remove(id);
    }
    if (action === 'activate') return api.bonuses.activate(id);
    if (action === 'deactivate') return api.bonuses.deactivate(id);
    return api.bonuses.remove(id);
  };

  const run = async (action: BonusAction, bonus: Bonus): Promise<void> => {
    if (busy) return;
    if (!(await askConfirm(openDialog, question(action, bonus)))) return;
    setBusy(action);
    try {
      const updated = await call(action, bonus.id);
      onChanged(updated);
      refreshBalance();
      if (kind === 'betting' && action === 'activate') {
        await askConfirm(openDialog, {
          title: t('bonus.bettingActivatedTitle'),
          text: t('bonus.bettingActivatedText', { amount: format(updated.amount) }),
          confirmLabel: t('bonus.ok'),
          testId: 'betting-bonus-activated',
        });
      } else {
        const done = { activate: 'activated', deactivate: 'deactivated', remove: 'removed' };
        toast({ kind: 'success', message: t(`bonus.${done[action]}`) });
      }
    } catch (error) {
      const failure = rewardFailure(error, t);
      toast({ kind: 'error', message: failure.message });
      if (failure.stale) onChanged(null);
    } finally {
      setBusy(null);
    }
  };

  return { busy, run };
};

/**
 * The id of the player's active casino bonus (null when none), read again whenever `version`
 * changes: whether activating another would forfeit it.
 */
export const useActiveBonusId = (version: number): number | null => {
  const { api } = useRemoteProps();
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    api.bonuses.get({ status: 'active', count: 1 }).then(
      (page) => {
        if (current) setId(page.items[0]?.id ?? null);
      },
      (error: unknown) => console.warn('[remote] active bonus read failed', error),
    );
    return () => {
      current = false;
    };
  }, [api, version]);
  return id;
};
