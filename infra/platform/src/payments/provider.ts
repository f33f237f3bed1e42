// The simulated payment provider, outside production only: the checkout page a deposit sends the
// payer to (GET/POST /api/_pay/checkout/{id}), and the platform's callback endpoint it confirms
// to (POST /api/_pay/callback). The provider signs each callback (domain/payment-signature.ts)
// and posts it to the endpoint through HTTP handling, as a real provider would over the
// network; the endpoint checks the signature and applies a callback once (a replay changes
// nothing). A payment left pending gets its verdict from the sweep a few seconds later, and a
// deposit nobody paid is cancelled after UNPAID_DEPOSIT_TTL_MS.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { DEFAULT_LOCALE, isLocale, type Locale, type Services } from '../config';
import {
  isFinal,
  settleDeposit,
  transactionById,
  type CashierTransaction,
  type ProviderVerdict,
} from '../domain/cashier';
import { scheduleVerdict, takeDueVerdicts } from '../domain/deposits';
import { centsOf } from '../domain/money';
import { isSignedCallback, signCallback, type SignedFields } from '../domain/payment-signature';
import { paymentMethod } from '../seed/payment-methods';
import { CHECKOUT_CSP, OUTCOMES, checkoutPage, refusalPage, type Outcome } from './page';

/** How long the provider keeps a payment pending before its verdict. */
export const PENDING_VERDICT_MS = 5_000;

const hmac = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

/** The secret the provider signs callbacks with (shared with the platform). */
const callbackSecret = (services: Services): string => {
  if (!services.platformSecret) throw new Error('the simulated provider needs PLATFORM_SECRET');
  return hmac(services.platformSecret, 'simulated-payment-provider:callbacks');
};

/** The checkout link's token: only the platform that made the deposit can make its link. */
const checkoutToken = (services: Services, id: number): string => {
  if (!services.platformSecret) throw new Error('the simulated provider needs PLATFORM_SECRET');
  return hmac(services.platformSecret, `simulated-payment-provider:checkout:${id}`).slice(0, 32);
};

const sameText = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Where the payer pays for deposit `id` (a site-relative path the edge proxies). */
export const checkoutUrl = (services: Services, id: number, locale: Locale): string =>
  `/api/_pay/checkout/${id}?token=${checkoutToken(services, id)}&locale=${locale}`;

/** The storefront's result page for a deposit in `status` (spec section 2). */
export const resultPath = (locale: Locale, transaction: CashierTransaction): string => {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  switch (transaction.status) {
    case 'success':
      return `${prefix}/cashier/paysuccess/${transaction.id}`;
    case 'fail':
      return `${prefix}/cashier/payfail/${transaction.id}`;
    case 'cancel':
      return `${prefix}/cashier/paycancel`;
    default:
      return `${prefix}/cashier/paypending/${transaction.id}`;
  }
};

const html = (c: Context, body: string, status: 200 | 400 | 403 | 404 | 503 = 200) =>
  c.html(body, status, {
    'Content-Security-Policy': CHECKOUT_CSP,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // same-origin: Chrome then posts the form with this site's Origin, which the
    // platform's cross-site check lets through.
    'Referrer-Policy': 'same-origin',
  });

export interface PaymentProvider {
  /** The provider's pages and the platform's callback endpoint, mounted at /api/_pay. */
  readonly routes: Hono;
  /** Gives the due verdicts of pending payments and cancels expired unpaid deposits. */
  sweep(): Promise<number>;
}

export const paymentProvider = (services: Services): PaymentProvider => {
  const pay = new Hono();
  pay.use(async (c, next) => {
    if (services.simulations) return next();
    return html(c, refusalPage('The simulated payment provider is off in this environment.'), 503);
  });

  /** The provider's side: sign a verdict and post it to the platform's endpoint. */
  const confirm = async (transaction: CashierTransaction, status: ProviderVerdict) => {
    const fields: SignedFields = {
      callbackId: randomUUID(),
      transactionId: transaction.id,
      status,
      amount: transaction.amount,
      currency: transaction.currency,
    };
    const response = await pay.request('/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        callback_id: fields.callbackId,
        transaction_id: fields.transactionId,
        status: fields.status,
        amount: fields.amount,
        currency: fields.currency,
        signature: signCallback(callbackSecret(services), fields),
      }),
    });
    if (!response.ok) throw new Error(`the platform refused a callback: ${response.status}`);
  };

  // The platform's side: a callback is applied only with its signature, and only once.
  pay.post('/callback', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const status = body?.['status'];
    const fields = {
      callbackId: String(body?.['callback_id'] ?? ''),
      transactionId: Number(body?.['transaction_id']),
      status: status as ProviderVerdict,
      amount: String(body?.['amount'] ?? ''),
      currency: String(body?.['currency'] ?? ''),
    };
    const signature = String(body?.['signature'] ?? '');
    if (
      !['success', 'fail', 'pending', 'cancel'].includes(String(status)) ||
      !/^[A-Za-z0-9-]{8,100}$/.test(fields.callbackId) ||
      !Number.isSafeInteger(fields.transactionId)
    ) {
      return c.json({ error: 'malformed callback' }, 400);
    }
    if (!isSignedCallback(callbackSecret(services), fields, signature)) {
      return c.json({ error: 'bad signature' }, 403);
    }
    const deposit = await transactionById(services.db, fields.transactionId);
    if (!deposit || deposit.type !== 'deposit') return c.json({ error: 'no such deposit' }, 404);
    if (
      deposit.currency !== fields.currency ||
      !/^\d+\.\d{2}$/.test(fields.amount) ||
      centsOf(deposit.amount) !== centsOf(fields.amount)
    ) {
      return c.json({ error: 'amount or currency differs from the deposit' }, 409);
    }
    const settled = await settleDeposit(services.db, {
      callbackId: fields.callbackId,
      transactionId: fields.transactionId,
      status: fields.status,
      at: services.now(),
    });
    return c.json({ applied: settled.applied, status: settled.transaction.status });
  });

  /** The deposit a checkout link names, when its token is right. */
  const checkoutOf = async (c: Context) => {
    const id = Number(c.req.param('id'));
    const token = c.req.query('token') ?? '';
    if (!Number.isSafeInteger(id) || id <= 0 || !sameText(token, checkoutToken(services, id))) {
      return undefined;
    }
    const deposit = await transactionById(services.db, id);
    return deposit?.type === 'deposit' ? deposit : undefined;
  };
  const localeOf = (c: Context): Locale => {
    const locale = c.req.query('locale');
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  };

  pay.get('/checkout/:id', async (c) => {
    const deposit = await checkoutOf(c);
    if (!deposit) return html(c, refusalPage('This payment link is not valid.'), 404);
    const locale = localeOf(c);
    return html(
      c,
      checkoutPage({
        locale,
        transactionId: deposit.id,
        amount: deposit.amount,
        currency: deposit.currency,
        methodName: paymentMethod(deposit.method)?.name ?? deposit.method,
        action: checkoutUrl(services, deposit.id, locale),
        ...(isFinal(deposit.status) ? { finishedHref: resultPath(locale, deposit) } : {}),
      }),
    );
  });

  pay.post('/checkout/:id', async (c) => {
    const deposit = await checkoutOf(c);
    if (!deposit) return html(c, refusalPage('This payment link is not valid.'), 404);
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const outcome = body['outcome'];
    if (typeof outcome !== 'string' || !(OUTCOMES as readonly string[]).includes(outcome)) {
      return html(c, refusalPage('Choose how the payment ends.'), 400);
    }
    // A second click on an ended payment sends nothing: the payer goes to its result.
    if (!isFinal(deposit.status)) {
      await confirm(deposit, outcome as Outcome);
      if (outcome === 'pending') {
        await scheduleVerdict(
          services.db,
          deposit.id,
          'success',
          services.now() + PENDING_VERDICT_MS,
        );
      }
    }
    const now = (await transactionById(services.db, deposit.id)) ?? deposit;
    return c.redirect(resultPath(localeOf(c), now), 303);
  });

  const sweep = async (): Promise<number> => {
    const due = await takeDueVerdicts(services.db, services.now());
    for (const { transaction, verdict } of due) {
      if (!isFinal(transaction.status)) await confirm(transaction, verdict);
    }
    return due.length;
  };

  return { routes: pay, sweep };
};
