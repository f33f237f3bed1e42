// responsibleGaming.*: the tools a player limits their own play with. The platform enforces
// each of them (a deposit over a limit, or any real play while excluded, is refused there),
// so a page only shows and changes them.
import { AcknowledgedSchema } from './entities';
import { ResponsibleGamingSchema, SessionSummarySchema } from './entities-profile';
import type {
  ExclusionPeriodName,
  LimitPeriodName,
  ResponsibleGaming,
  SessionSummary,
} from './entities-profile';
import type { MethodCaller } from './methods';

export const responsibleGamingApi = (call: MethodCaller) => ({
  /** The player's limits (day, week, month), reality-check interval and exclusion. */
  get: (): Promise<ResponsibleGaming> =>
    call('responsibleGaming.get', { schema: ResponsibleGamingSchema }),

  /**
   * Sets one period's deposit limit (a decimal in the account's currency), or removes it with
   * null. A first or lower limit applies at once; a higher one or a removal waits out the
   * cooling-off and shows as `pending`. A bad amount is error_data `{ amount: ['INVALID'] }`.
   */
  setDepositLimit: (period: LimitPeriodName, amount: string | null): Promise<ResponsibleGaming> =>
    call('responsibleGaming.setDepositLimit', {
      body: { period, amount: amount ?? '' },
      schema: ResponsibleGamingSchema,
    }),

  /** Drops a period's pending raise or removal; the limit in force stays. */
  cancelLimitChange: (period: LimitPeriodName): Promise<ResponsibleGaming> =>
    call('responsibleGaming.cancelLimitChange', {
      body: { period },
      schema: ResponsibleGamingSchema,
    }),

  /** Minutes between reality checks (REALITY_CHECK_MINUTES); 0 turns them off. */
  setRealityCheck: (minutes: number): Promise<ResponsibleGaming> =>
    call('responsibleGaming.setRealityCheck', {
      body: { minutes: String(minutes) },
      schema: ResponsibleGamingSchema,
    }),

  /** Time played and the net result of this signed-in session, for the reality check. */
  getSessionSummary: (): Promise<SessionSummary> =>
    call('responsibleGaming.getSessionSummary', { schema: SessionSummarySchema }),

  /**
   * Starts a time-out or self-exclusion at once, confirmed with the password (a wrong one is
   * `{ password: ['INVALID'] }`); every session of the player ends, this one included.
   */
  exclude: (period: ExclusionPeriodName, password: string): Promise<true> =>
    call('responsibleGaming.exclude', { body: { period, password }, schema: AcknowledgedSchema }),
});
