import { describe, expect, it } from 'vitest';
import { destinationOf, requisiteText } from './requisite-text';

describe('requisites shown back to the player', () => {
  it('shows masked cards and wallets by their last four digits, one way', () => {
    expect(requisiteText('card_number', '•••• 1234')).toBe('••••\u00a01234');
    expect(requisiteText('card_number', '**** 9012')).toBe('••••\u00a09012');
    expect(requisiteText('phone', '•••• 4567')).toBe('••••\u00a04567');
  });

  it('never shows a full number, even when one comes back', () => {
    expect(requisiteText('card_number', '8600 1234 5678 9012')).toBe('••••\u00a09012');
    expect(requisiteText('phone', '+998 90 123 45 67')).toBe('••••\u00a04567');
  });

  it('keeps what it cannot read as a number as given, and leaves out what is not text', () => {
    expect(requisiteText('card_number', '••••')).toBe('••••');
    expect(requisiteText('card_holder', 'ALI VALIYEV')).toBe('ALI VALIYEV');
    expect(requisiteText('bank_id', 3)).toBe('3');
    expect(requisiteText('card_holder', '  ')).toBeNull();
    expect(requisiteText('card_number', { last4: '1234' })).toBeNull();
    expect(requisiteText('card_expiry', null)).toBeNull();
  });

  it('names the destination by the card first, then the wallet phone', () => {
    expect(destinationOf({ phone: '•••• 4567', card_number: '•••• 1234' })).toBe('••••\u00a01234');
    expect(destinationOf({ phone: '•••• 4567' })).toBe('••••\u00a04567');
    expect(destinationOf({ card_holder: 'ALI VALIYEV' })).toBeNull();
    expect(destinationOf(null)).toBeNull();
  });
});
