// The schema of bonuses, free spins, cashback and bet-history exports (issue 19). Applied
// after the migrations of migrations-profile.ts, in this order.

export const REWARDS_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    // Money that bonuses, free spins and cashback move is in the ledger like any other; a
    // round records what its stake was paid with (RoundFunds of the contract): main, bonus
    // money, a free spin of a pack, or demo money.
    id: '0016_reward_ledger_kinds_and_round_funds',
    sql: `
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in (
      'opening', 'adjustment', 'bet', 'win', 'demo_refill',
      'deposit', 'withdrawal', 'withdrawal_cancel',
      'bonus_credit', 'bonus_release', 'bonus_forfeit', 'cashback'));
    alter table game_rounds add column funds text
      check (funds in ('main', 'bonus', 'freespins', 'fun'));
    update game_rounds set funds = case when mode = 'demo' then 'fun' else 'main' end;
    alter table game_rounds alter column funds set not null;`,
  },
];
