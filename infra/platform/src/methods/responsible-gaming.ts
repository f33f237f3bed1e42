// responsibleGaming.*: the tools a player limits their own play with, each enforced here:
// deposit limits per day, week and month (domain/deposit-limits.ts and
// deposit-limit-changes.ts), the reality-check interval, this session's play for the reality
// check, and time-outs or self-exclusion (domain/exclusion.ts), which sign the player out
// everywhere.
import { REALITY_CHECK_MINUTES } from '@omad/contract/api';
import type { DepositLimitRule, ResponsibleGaming } from '@omad/contract/api';
import { RESPONSIBLE_GAMING } from '../config';
import type { Queryable } from '../db/db';
import { exclusionOf } from '../domain/accounts';
import type { AccountRow } from '../domain/accounts';
import { cancelLimitChange, setDepositLimit } from '../domain/deposit-limit-changes';
import { LIMIT_PERIODS, depositLimitsOf } from '../domain/deposit-limits';
import type { LimitPeriod } from '../domain/deposit-limits';
import { exclusionEnd, exclusionKindOf, isExclusionPeriod } from '../domain/exclusion';
import { centsOf, decimalOf } from '../domain/money';
import { PLAYS } from '../domain/plays';
import { invalidParameter } from '../http/errors';
import { requireAccount, requireUser } from '../http/guards';
import { requiredSecret, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { requirePassword } from './account-security';

/** The largest limit taken: far above any deposit, well inside numeric(20, 2). */
const MAX_LIMIT_CENTS = 10n ** 15n * 100n;

const iso = (at: number): string => new Date(at).toISOString();

const responsibleGamingOf = async (
  db: Queryable,
  account: AccountRow,
  at: number,
): Promise<ResponsibleGaming> => {
  const states = await depositLimitsOf(db, account.id, at);
  const limits = LIMIT_PERIODS.map((period): DepositLimitRule => {
    const state = states.find((candidate) => candidate.period === period);
    if (!state) {
      return {
        period,
        limit_amount: null,
        available_amount: null,
        expired_at: null,
        pending: null,
      };
    }
    return {
      period,
      limit_amount: state.limit,
      available_amount: state.available,
      expired_at: iso(state.periodEnd),
      pending: state.pending && {
        limit_amount:
          state.pending.amount === null ? null : decimalOf(centsOf(state.pending.amount)),
        applies_at: iso(state.pending.appliesAt),
      },
    };
  });
  return {
    currency: account.currency,
    limits,
    cooling_off_hours: RESPONSIBLE_GAMING.coolingOffHours,
    reality_check_minutes: Number(account.reality_check_minutes),
    exclusion: exclusionOf(account, at),
  };
};

/** The state after a change: the account read again, so the answer shows what is stored. */
const answer = async (call: CallContext) =>
  responsibleGamingOf(call.services.db, await requireAccount(call), call.services.now());

const periodOf = (call: CallContext): LimitPeriod => {
  const period = requiredString(call.params, 'period');
  if (!(LIMIT_PERIODS as readonly string[]).includes(period)) {
    throw invalidParameter('period', 'INVALID');
  }
  return period as LimitPeriod;
};

/** A positive amount with at most two places, up to 10^15; '' (a removal) is null. */
const limitAmountOf = (call: CallContext): string | null => {
  const value = call.params['amount'];
  if (value === undefined) throw invalidParameter('amount', 'REQUIRED');
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,16}(\.\d{1,2})?$/.test(value.trim())) {
    throw invalidParameter('amount', 'INVALID');
  }
  const cents = centsOf(value.trim());
  if (cents <= 0n || cents > MAX_LIMIT_CENTS) throw invalidParameter('amount', 'INVALID');
  return decimalOf(cents);
};

const getSessionSummary = async (call: CallContext) => {
  const user = await requireUser(call);
  const account = await requireAccount(call);
  const [sums] = await call.services.db.query<{ rounds: number; wagered: string; won: string }>(
    // Rounds and sports bets alike (a bet's win is what it has paid so far). A free spin's
    // stake was nobody's money: it is not counted as wagered.
    `select count(*)::int as rounds,
       coalesce(sum(bet) filter (where funds <> 'freespins'), 0)::text as wagered,
       coalesce(sum(win), 0)::text as won
     from ${PLAYS} p where account_id = $1 and mode = 'real' and created_at >= $2`,
    [account.id, user.startedAt],
  );
  const wagered = centsOf(sums?.wagered ?? '0');
  const won = centsOf(sums?.won ?? '0');
  return {
    started_at: iso(user.startedAt),
    currency: account.currency,
    rounds: Number(sums?.rounds ?? 0),
    wagered: decimalOf(wagered),
    won: decimalOf(won),
    net: decimalOf(won - wagered),
  };
};

const exclude = async (call: CallContext) => {
  const account = await requireAccount(call);
  const period = requiredString(call.params, 'period');
  if (!isExclusionPeriod(period)) throw invalidParameter('period', 'INVALID');
  await requirePassword(call, account, requiredSecret(call.params, 'password'), 'password');
  // A new exclusion never shortens one in force: the later end (and its kind) stays.
  await call.services.db.query(
    `update accounts set
       exclusion_kind = case when coalesce(exclusion_until, 0) > $3 then exclusion_kind else $2 end,
       exclusion_until = greatest(coalesce(exclusion_until, 0), $3)
     where id = $1`,
    [account.id, exclusionKindOf(period), exclusionEnd(period, call.services.now())],
  );
  await call.session.endEverywhere();
  return 1;
};

export const responsibleGamingMethods = {
  'responsibleGaming.get': answer,
  'responsibleGaming.setDepositLimit': async (call) => {
    const { accountId } = await requireUser(call);
    const period = periodOf(call);
    const amount = limitAmountOf(call);
    await setDepositLimit(call.services.db, accountId, period, amount, call.services.now());
    return answer(call);
  },
  'responsibleGaming.cancelLimitChange': async (call) => {
    const { accountId } = await requireUser(call);
    await cancelLimitChange(call.services.db, accountId, periodOf(call), call.services.now());
    return answer(call);
  },
  'responsibleGaming.setRealityCheck': async (call) => {
    const { accountId } = await requireUser(call);
    const minutes = Number(requiredString(call.params, 'minutes'));
    if (!(REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)) {
      throw invalidParameter('minutes', 'INVALID');
    }
    await call.services.db.query('update accounts set reality_check_minutes = $2 where id = $1', [
      accountId,
      minutes,
    ]);
    return answer(call);
  },
  'responsibleGaming.getSessionSummary': getSessionSummary,
  'responsibleGaming.exclude': exclude,
} satisfies MethodHandlers;
