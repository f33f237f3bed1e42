import mitt from 'mitt';
import { describe, expect, it } from 'vitest';
import { Events, type OmadEvents } from '@omad/contract';
import { ErrorType, PlatformError, type ErrorTypeName } from '@omad/contract/api';
import { announceAccountRefusal } from './account-refusals';

const refusal = (type: ErrorTypeName, data?: Record<string, unknown>) =>
  new PlatformError({ type, message: type, status: 400, method: 'cashier.makedeposit', data });

const heard = (error: PlatformError) => {
  const bus = mitt<OmadEvents>();
  const events: string[] = [];
  bus.on('*', (name, payload) => events.push(`${String(name)} ${JSON.stringify(payload)}`));
  announceAccountRefusal(bus, error);
  return events;
};

describe('account refusals on the bus', () => {
  it('asks for the profile with the missing fields the platform named', () => {
    const error = refusal(ErrorType.UserNeedProfileData, { fields: ['first_name', 7, 'sex'] });
    expect(heard(error)).toEqual([`${Events.NeedsProfile} {"fields":["first_name","sex"]}`]);
  });

  it('asks for the profile with no fields when the platform named none', () => {
    expect(heard(refusal(ErrorType.UserNeedProfileData))).toEqual([
      `${Events.NeedsProfile} {"fields":[]}`,
    ]);
  });

  it('asks for identity verification', () => {
    expect(heard(refusal(ErrorType.SumsubVerificationRequired))).toEqual([
      `${Events.NeedsVerification} {}`,
    ]);
  });

  it('says nothing about other refusals', () => {
    expect(heard(refusal(ErrorType.BillingTransactionDeclined))).toEqual([]);
  });
});
