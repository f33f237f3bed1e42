// bettingBonuses.*, bonuses.*, cashbacks.* and freespins.*: what the player was given and
// can activate, take or drop.
import { BonusSchema, CashbackSchema, FreespinPackSchema, pageOf } from './entities';
import type { Bonus, Cashback, FreespinPack } from './entities';
import type { MethodCaller, Page, PageParams } from './methods';

/** Filters of bonuses.get. */
export type BonusQuery = PageParams &
  Readonly<{
    /** Item fields to return. */
    fields?: readonly string[];
    /** Only bonuses in this status, e.g. 'active'. */
    status?: string;
  }>;

/** Filters of cashbacks.get. */
export type CashbackQuery = PageParams &
  Readonly<{
    /** Only cashbacks in these statuses (see CashbackStatus). */
    statuses?: readonly string[];
    /** Item fields to return. */
    fields?: readonly string[];
    /** The field to sort on. */
    sort?: string;
    /** Sort direction, 'asc' or 'desc'. */
    order?: string;
  }>;

/** Filters of freespins.get. */
export type FreespinQuery = Readonly<{
  fields?: readonly string[];
  status?: string;
  count?: number;
}>;

const bonusId = (id: number) => ({ bonus_id: id });
const cashbackId = (id: number) => ({ cashback_id: id });

/** Betting bonuses: like casino bonuses, on the betting-bonus balance, for sports bets. */
export const bettingBonusesApi = (call: MethodCaller) => ({
  /** Credits a new betting bonus to the betting-bonus balance; answers it as it now is. */
  activate: (id: number): Promise<Bonus> =>
    call('bettingBonuses.activate', { body: bonusId(id), schema: BonusSchema }),

  get: (query: BonusQuery = {}): Promise<Page<Bonus>> =>
    call('bettingBonuses.get', { params: query, schema: pageOf(BonusSchema) }),

  /** Drops a betting bonus; an active one forfeits its money. */
  remove: (id: number): Promise<Bonus> =>
    call('bettingBonuses.remove', { body: bonusId(id), schema: BonusSchema }),
});

/** Casino bonuses (their states: BonusStatus in entities-rewards.ts). */
export const bonusesApi = (call: MethodCaller) => ({
  /**
   * Activates a new bonus: its money goes to the bonus balance and wagering starts. Another
   * active casino bonus is forfeited (the UI asks first: the burn-bonuses confirm).
   */
  activate: (id: number): Promise<Bonus> =>
    call('bonuses.activate', { body: bonusId(id), schema: BonusSchema }),

  /** Gives up an active bonus: what is left of its money is forfeited. */
  deactivate: (id: number): Promise<Bonus> =>
    call('bonuses.deactivate', { body: bonusId(id), schema: BonusSchema }),

  /** Casino bonuses; description and status fields unless others are asked. */
  get: ({ fields = ['description', 'status'], ...query }: BonusQuery = {}): Promise<Page<Bonus>> =>
    call('bonuses.get', { params: { ...query, fields }, schema: pageOf(BonusSchema) }),

  /** Declines a new bonus (nothing is lost), or forfeits an active one. */
  remove: (id: number): Promise<Bonus> =>
    call('bonuses.remove', { body: bonusId(id), schema: BonusSchema }),
});

export const cashbacksApi = (call: MethodCaller) => ({
  /** Cashbacks, by end_date unless another sort is asked. */
  get: ({ sort = 'end_date', ...query }: CashbackQuery = {}): Promise<Page<Cashback>> =>
    call('cashbacks.get', { params: { ...query, sort }, schema: pageOf(CashbackSchema) }),

  /** Takes an active cashback: its amount goes to the main balance, once. */
  payout: (id: number): Promise<Cashback> =>
    call('cashbacks.payout', { body: cashbackId(id), schema: CashbackSchema }),

  /** Declines an active cashback. */
  remove: (id: number): Promise<Cashback> =>
    call('cashbacks.remove', { body: cashbackId(id), schema: CashbackSchema }),
});

export const freespinsApi = (call: MethodCaller) => ({
  /** Active free-spin packs with their descriptions, up to 99 (spec section 9). */
  get: ({ fields = ['description'], status = 'active', count = 99 }: FreespinQuery = {}): Promise<
    Page<FreespinPack>
  > =>
    call('freespins.get', {
      params: { fields, status, count },
      schema: pageOf(FreespinPackSchema),
    }),
});
