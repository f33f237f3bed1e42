// bettingBonuses.*, bonuses.*, cashbacks.* and freespins.*: what the player was given and
// can activate, take or drop.
import { BonusSchema, CashbackSchema, FreespinPackSchema, pageOf } from './entities';
import type { Bonus, Cashback, FreespinPack } from './entities';
import type { MethodCaller, Page, PageParams } from './methods';
import type { FormFields, QueryParams } from './wire';

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

export const bettingBonusesApi = (call: MethodCaller) => ({
  activate: (fields: FormFields): Promise<unknown> =>
    call('bettingBonuses.activate', { body: fields }),

  get: (params: QueryParams = {}): Promise<unknown> => call('bettingBonuses.get', { params }),

  remove: (bonusId: number): Promise<unknown> =>
    call('bettingBonuses.remove', { body: { bonus_id: bonusId } }),
});

export const bonusesApi = (call: MethodCaller) => ({
  activate: (fields: FormFields): Promise<unknown> => call('bonuses.activate', { body: fields }),

  deactivate: (fields: FormFields): Promise<unknown> =>
    call('bonuses.deactivate', { body: fields }),

  /** Casino bonuses; description and status fields unless others are asked. */
  get: ({ fields = ['description', 'status'], ...query }: BonusQuery = {}): Promise<Page<Bonus>> =>
    call('bonuses.get', { params: { ...query, fields }, schema: pageOf(BonusSchema) }),

  remove: (bonusId: number): Promise<unknown> =>
    call('bonuses.remove', { body: { bonus_id: bonusId } }),
});

export const cashbacksApi = (call: MethodCaller) => ({
  /** Cashbacks, by end_date unless another sort is asked. */
  get: ({ sort = 'end_date', ...query }: CashbackQuery = {}): Promise<Page<Cashback>> =>
    call('cashbacks.get', { params: { ...query, sort }, schema: pageOf(CashbackSchema) }),

  payout: (fields: FormFields): Promise<unknown> => call('cashbacks.payout', { body: fields }),

  remove: (fields: FormFields): Promise<unknown> => call('cashbacks.remove', { body: fields }),
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
