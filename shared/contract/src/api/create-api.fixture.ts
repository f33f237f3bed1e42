// Sample calls of the typed client's methods for create-api.test.ts, each with the wire
// method, verb and fields it must send.
import type { Api } from './create-api';

/** What a call must send: the wire method, its verb, and its own query or form fields. */
export interface Expected {
  readonly method: string;
  readonly verb: 'GET' | 'POST';
  readonly query?: Record<string, string>;
  readonly form?: Record<string, string>;
}

export const callSamples: ReadonlyArray<
  readonly [string, (api: Api) => Promise<unknown>, Expected]
> = [
  [
    'account.changeLocale',
    (api) => api.account.changeLocale('ru'),
    { method: 'account.changelocale', verb: 'POST', form: { locale: 'ru' } },
  ],
  [
    'account.changeSubscription',
    (api) => api.account.changeSubscription('a@omad.uz', false),
    {
      method: 'account.changeSubscription',
      verb: 'POST',
      form: { contact: 'a@omad.uz', subscription: '0' },
    },
  ],
  [
    'account.getProfileInfo',
    (api) => api.account.getProfileInfo(),
    { method: 'account.getprofileinfo', verb: 'GET', query: { fields: '["contacts","document"]' } },
  ],
  [
    'account.getInfo',
    (api) => api.account.getInfo(),
    { method: 'account.getInfo', verb: 'GET', query: {} },
  ],
  [
    'auth.login',
    (api) => api.auth.login({ login: 'player', password: 'secret1' }),
    { method: 'auth.login', verb: 'POST', form: { login: 'player', password: 'secret1' } },
  ],
  ['auth.logout', (api) => api.auth.logout(), { method: 'auth.logout', verb: 'GET' }],
  [
    'auth.registerWithMessenger',
    (api) =>
      api.auth.registerWithMessenger({
        is_tg: true,
        id: 42,
        username: 'ali',
        hash: 'h',
        language_code: 'uz',
        payload: '',
      }),
    {
      method: 'auth.register',
      verb: 'POST',
      form: { is_tg: '1', id: '42', username: 'ali', hash: 'h', language_code: 'uz', payload: '' },
    },
  ],
  [
    'banners.get',
    (api) => api.banners.get(),
    {
      method: 'banners.get',
      verb: 'GET',
      query: { offset: '0', count: '10', fields: '["id","finished_at","description"]' },
    },
  ],
  [
    'bettingBonuses.remove',
    (api) => api.bettingBonuses.remove(5),
    { method: 'bettingBonuses.remove', verb: 'POST', form: { bonus_id: '5' } },
  ],
  [
    'bonuses.get',
    (api) => api.bonuses.get({ status: 'active' }),
    {
      method: 'bonuses.get',
      verb: 'GET',
      query: { status: 'active', fields: '["description","status"]' },
    },
  ],
  [
    'campaigns.takePromotions',
    (api) => api.campaigns.takePromotions(3),
    { method: 'campaigns.takepromotions', verb: 'POST', form: { offer_id: '3' } },
  ],
  [
    'cashbacks.get',
    (api) => api.cashbacks.get({ statuses: ['active'] }),
    { method: 'cashbacks.get', verb: 'GET', query: { statuses: '["active"]', sort: 'end_date' } },
  ],
  [
    'cashier.getHistory',
    (api) => api.cashier.getHistory({ offset: 0, count: 4, type: 'deposit' }),
    {
      method: 'cashier.gethistory',
      verb: 'GET',
      query: { offset: '0', count: '4', type: 'deposit' },
    },
  ],
  [
    'cashier.makeDeposit',
    (api) =>
      api.cashier.makeDeposit({
        method: 'uzcard',
        amount: '50000',
        idempotency_key: 'key-00000001',
      }),
    {
      method: 'cashier.makedeposit',
      verb: 'POST',
      form: {
        method: 'uzcard',
        amount: '50000',
        campaign_offer_id: '-1',
        idempotency_key: 'key-00000001',
      },
    },
  ],
  [
    'freespins.get',
    (api) => api.freespins.get(),
    {
      method: 'freespins.get',
      verb: 'GET',
      query: { fields: '["description"]', status: 'active', count: '99' },
    },
  ],
  [
    'chat.storeChatEvent',
    (api) =>
      api.chat.storeChatEvent({ channel_id: 'c', conversation_id: 'k', text: 'hi', event: 'sent' }),
    {
      method: 'chat.storeChatEvent',
      verb: 'POST',
      form: { channel_id: 'c', conversation_id: 'k', text: 'hi', event: 'sent' },
    },
  ],
  [
    'games.get',
    (api) => api.games.get({ sysname: 'dgt_sportsbook' }),
    { method: 'games.get', verb: 'GET', query: { options: '{"sysname":"dgt_sportsbook"}' } },
  ],
  [
    'games.getProviders',
    (api) => api.games.getProviders(),
    {
      method: 'games.getProviders',
      verb: 'GET',
      query: { fields: '["game_params"]', types: '["casino","slot","live","fast"]' },
    },
  ],
  [
    'games.addLike',
    (api) => api.games.addLike('book_of_ra'),
    { method: 'games.addLike', verb: 'POST', form: { sysname: 'book_of_ra' } },
  ],
  ['jackpots.get', (api) => api.jackpots.get(), { method: 'jackpots.get', verb: 'GET' }],
  [
    'leaderboard.get',
    (api) => api.leaderboard.get({ tournament_id: 3, count: 20 }),
    { method: 'leaderboard.get', verb: 'GET', query: { tournament_id: '3', count: '20' } },
  ],
  [
    'jackpots.getWinners',
    (api) => api.jackpots.getWinners({ jackpot_id: 2 }),
    { method: 'jackpots.getWinners', verb: 'GET', query: { jackpot_id: '2' } },
  ],
  [
    'tournaments.get',
    (api) => api.tournaments.get({ status: ['active', 'upcoming'] }),
    { method: 'tournaments.get', verb: 'GET', query: { status: '["active","upcoming"]' } },
  ],
  [
    'loyalty.setCharacter',
    (api) => api.loyalty.setCharacter(2),
    { method: 'loyalty.setcharacter', verb: 'POST', form: { id: '2' } },
  ],
  [
    'metadata.getGeneralInfo',
    (api) => api.metadata.getGeneralInfo(),
    { method: 'metadata.getgeneralinfo', verb: 'GET' },
  ],
  [
    'popups.get',
    (api) => api.popups.get({ sysname: 'welcome', preview: true }),
    { method: 'popups.get', verb: 'GET', query: { sysname: 'welcome', preview: '1' } },
  ],
  [
    'popups.get (campaign popups)',
    (api) => api.popups.get(),
    { method: 'popups.get', verb: 'GET', query: {} },
  ],
  [
    'support.sendFeedback',
    (api) => api.support.sendFeedback({ name: 'Ali', email: 'a@omad.uz', message: 'Salom!' }),
    {
      method: 'support.sendFeedback',
      verb: 'POST',
      form: { name: 'Ali', email: 'a@omad.uz', message: 'Salom!' },
    },
  ],
  [
    'account.unsubscribe',
    (api) => api.account.unsubscribe({ contact: 'a@omad.uz', token: 'f00d' }),
    { method: 'account.unsubscribe', verb: 'POST', form: { contact: 'a@omad.uz', token: 'f00d' } },
  ],
  [
    'account.unsubscribe (signed-in player)',
    (api) => api.account.unsubscribe(),
    { method: 'account.unsubscribe', verb: 'POST', form: {} },
  ],
  [
    'storage.get',
    (api) => api.storage.get(['already_seen_cashback_id']),
    { method: 'storage.get', verb: 'GET', query: { keys: '["already_seen_cashback_id"]' } },
  ],
  ['storage.getKeys', (api) => api.storage.getKeys(), { method: 'storage.getKeys', verb: 'GET' }],
  [
    'storage.set',
    (api) => api.storage.set('already_seen_cashback_id', '12'),
    { method: 'storage.set', verb: 'POST', form: { key: 'already_seen_cashback_id', value: '12' } },
  ],
  [
    'verification.getAccessToken',
    (api) => api.verification.getAccessToken('kyc'),
    { method: 'verification.getAccessToken', verb: 'POST', form: { externalActionId: 'kyc' } },
  ],
  [
    'verification.createApplicant',
    (api) => api.verification.createApplicant(),
    { method: 'verification.createApplicant', verb: 'POST', form: {} },
  ],
  [
    'support.getSettings',
    (api) => api.support.getSettings(),
    { method: 'support.getsettings', verb: 'GET' },
  ],
  [
    'tournaments.participate',
    (api) => api.tournaments.participate(1),
    { method: 'tournaments.participate', verb: 'POST', form: { tournament_id: '1' } },
  ],
  [
    'events.handle',
    (api) => api.events.handle({ event_name: 'deposit', event_params: { amount: 1 } }),
    {
      method: 'events.handle',
      verb: 'GET',
      query: { event_name: 'deposit', event_params: '{"amount":1}' },
    },
  ],
];
