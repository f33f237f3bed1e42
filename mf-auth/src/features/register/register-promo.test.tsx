// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import type { FlowProps } from '../../lib/flow-props';
import {
  account,
  generalInfo,
  ok,
  refused,
  renderRemote,
  type Answer,
} from '../../testing/fake-remote';
import { authConfig, cashierConfig, siteConfig } from '../../testing/cms-fixture';
import { seededFormsConfig as formsConfig } from '@omad/contract/testing';
import { RegisterFlow } from './register-flow';

const register = async (activation: () => Answer, search = '') => {
  const flow: FlowProps = {
    onSignedIn: vi.fn(async () => undefined),
    switchTo: vi.fn(),
    close: vi.fn(),
  };
  const view = await renderRemote(<RegisterFlow {...flow} />, {
    answers: { 'auth.register': () => ok(account()), 'campaigns.activateOffer': activation },
    cms: {
      getFormsConfig: async () => formsConfig(),
      getCashierConfig: async () => cashierConfig,
      getConfig: async () => siteConfig(false),
      getAuthConfig: async () => authConfig,
    },
    session: { generalInfo: generalInfo(['UZS']) },
    search,
  });
  const form = await screen.findByTestId('register-form-full');
  const field = (name: string) => {
    const element = form.querySelector(`[name="${name}"]`);
    if (!(element instanceof HTMLInputElement)) throw new Error(`no field ${name}`);
    return element;
  };
  fireEvent.change(field('email'), { target: { value: 'new@omad.test' } });
  fireEvent.change(field('phone'), { target: { value: '901234567' } });
  fireEvent.change(field('password'), { target: { value: 'Secret123' } });
  fireEvent.click(field('terms'));
  return { ...view, flow, form, field };
};

const submit = (form: HTMLElement) => act(async () => fireEvent.submit(form));
const promoField = () => {
  const field = screen.getByRole('textbox', { name: 'Promokod' });
  if (!(field instanceof HTMLInputElement)) throw new Error('no promo field');
  return field;
};
const eventsSent = (calls: Awaited<ReturnType<typeof register>>['calls']) =>
  calls
    .filter((call) => call.method === 'events.handle')
    .map((call) => ({
      name: call.query.get('event_name'),
      params: JSON.parse(call.query.get('event_params') ?? 'null'),
    }));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('promo code after registration', () => {
  it('activates a typed code after the account exists and closes the dialog', async () => {
    const { calls, flow, form, field } = await register(() =>
      ok({ offer_id: 1, promo_code: 'WELCOME100' }),
    );
    fireEvent.change(field('promo_code'), { target: { value: 'WELCOME100' } });
    expect(localStorage.getItem('promo_code')).toBe('WELCOME100');
    await submit(form);
    const methods = calls.map((call) => call.method);
    expect(methods.indexOf('auth.register')).toBeLessThan(
      methods.indexOf('campaigns.activateOffer'),
    );
    expect(flow.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ uid: 42 }), 'register');
    expect(localStorage.getItem('promo_code')).toBeNull();
  });

  it('shows the text of the first refusal code on an invalid promo field, player signed in', async () => {
    const { calls, flow, form, field, session } = await register(() =>
      refused(ErrorType.InvalidParameter, { promo_code: ['EXPIRED', 'NOT_FOUND'] }),
    );
    fireEvent.change(field('promo_code'), { target: { value: 'OLDCODE' } });
    await submit(form);
    expect(await screen.findByTestId('promo-retry')).toBeTruthy();
    expect(promoField().getAttribute('aria-invalid')).toBe('true');
    expect(promoField().value).toBe('OLDCODE');
    expect(screen.getByText('Promokodning amal qilish muddati tugagan')).toBeTruthy();
    expect(session.signedIn).toHaveBeenCalledWith(expect.objectContaining({ uid: 42 }), 'register');
    expect(flow.onSignedIn).not.toHaveBeenCalled();
    expect(eventsSent(calls)).toEqual([
      { name: 'promocodeNotFound', params: { promo_code: 'OLDCODE', code: 'EXPIRED' } },
    ]);
  });

  it("uses this app's text for a code the CMS does not name", async () => {
    const { form, field } = await register(() =>
      refused(ErrorType.InvalidParameter, { promo_code: ['ALREADY_USED'] }),
    );
    fireEvent.change(field('promo_code'), { target: { value: 'ONCEONLY' } });
    await submit(form);
    expect(await screen.findByText('Bu promokoddan allaqachon foydalanilgan')).toBeTruthy();
  });

  it('falls back to the INVALID text when the failure names no code', async () => {
    const { calls, form, field } = await register(() => ({ status: 500, body: 'oops' }));
    fireEvent.change(field('promo_code'), { target: { value: 'X1' } });
    await submit(form);
    expect(await screen.findByText("Promokod noto'g'ri")).toBeTruthy();
    expect(eventsSent(calls)).toEqual([
      { name: 'promocodeNotFound', params: { promo_code: 'X1', code: 'INVALID' } },
    ]);
  });

  it('retries a corrected code, or lets the player skip it', async () => {
    let answer = refused(ErrorType.InvalidParameter, { promo_code: ['NOT_FOUND'] });
    const { flow, form, field } = await register(() => answer);
    fireEvent.change(field('promo_code'), { target: { value: 'TYPO' } });
    await submit(form);
    await screen.findByText('Bunday promokod topilmadi');
    answer = ok({ offer_id: 1, promo_code: 'OMAD50' });
    fireEvent.change(promoField(), { target: { value: 'OMAD50' } });
    await act(async () => fireEvent.submit(screen.getByTestId('promo-retry')));
    expect(flow.onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('prefills the code of a campaign link and keeps it for later', async () => {
    const { field } = await register(() => ok({}), '?promocode=OMAD50');
    expect(field('promo_code').value).toBe('OMAD50');
    expect(localStorage.getItem('promo_code')).toBe('OMAD50');
  });
});
