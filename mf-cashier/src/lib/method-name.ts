// A payment method's name as people write it ('payme' → 'Payme') where only its sysname is
// known (history, receipts, pending withdrawals).
export const methodName = (sysname: string): string =>
  sysname.charAt(0).toUpperCase() + sysname.slice(1);
