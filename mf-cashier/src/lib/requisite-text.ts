// Payer details as the cashier shows them back: the platform answers history, receipts and
// pending withdrawals with masked requisites (a card or wallet by its last four digits,
// "•••• 1234" or a deposit's "**** 1234"), so nothing here may expect a full number. Every
// card and phone is shown one way, "•••• 1234", whether it came masked or not.

/** The requisites that name where money went or came from, most telling first. */
const DESTINATIONS = ['card_number', 'phone', 'account'] as const;

/** Bullets, then a no-break space so the four digits never wrap away from them. */
const MASKED = '••••\u00a0';

/** A requisite's value as the player reads it, or null when there is nothing to show. */
export const requisiteText = (name: string, value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (!(DESTINATIONS as readonly string[]).includes(name)) return text;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 4 ? `${MASKED}${digits.slice(-4)}` : text;
};

/** Where a transaction's money went or came from ("•••• 1234"), or null when not said. */
export const destinationOf = (
  requisites: Readonly<Record<string, unknown>> | null,
): string | null => {
  for (const name of DESTINATIONS) {
    const text = requisiteText(name, requisites?.[name]);
    if (text !== null) return text;
  }
  return null;
};
