// The simulated payment provider's checkout page: what is paid, to whom, and the four answers a
// tester can make a payment give (paid, declined, left pending, cancelled). Self-contained HTML
// with no script, labelled as a simulation in both languages; nothing on it touches real money.
import type { Locale } from '../config';
import { formatAmount } from '../domain/money';
import { escapeHtml } from '../game-frames/html';

/** No scripts; styles only inline; the form may post only back here. */
export const CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What the tester can make the payment do. */
export const OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;
export type Outcome = (typeof OUTCOMES)[number];

const TEXTS = {
  uz: {
    title: "Omad sinov to'lov tizimi",
    badge: 'Taqlid: haqiqiy pul yechilmaydi',
    intro:
      "Bu to'lov provayderining sinov uchun taqlidi. Karta yoki hamyondan hech narsa olinmaydi: to'lov qanday tugashini o'zingiz tanlang.",
    merchant: 'Qabul qiluvchi',
    amount: 'Summa',
    method: "To'lov usuli",
    order: 'Buyurtma',
    success: "To'lash",
    fail: 'Rad etish',
    pending: 'Kutishda qoldirish (5 soniyada tasdiqlanadi)',
    cancel: 'Bekor qilish',
    done: "Bu to'lov allaqachon yakunlangan.",
    back: 'Saytga qaytish',
  },
  ru: {
    title: 'Тестовая платёжная система Omad',
    badge: 'Имитация: настоящие деньги не списываются',
    intro:
      'Это имитация платёжного провайдера для тестов. С карты или кошелька ничего не списывается: выберите, чем закончится платёж.',
    merchant: 'Получатель',
    amount: 'Сумма',
    method: 'Способ оплаты',
    order: 'Заказ',
    success: 'Оплатить',
    fail: 'Отклонить',
    pending: 'Оставить в ожидании (подтвердится через 5 секунд)',
    cancel: 'Отменить',
    done: 'Этот платёж уже завершён.',
    back: 'Вернуться на сайт',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.45 system-ui, sans-serif; background: #eef1f6; color: #1d2233; }
  main { max-width: 460px; margin: 24px auto; padding: 24px; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, .08); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  .badge { display: inline-block; padding: 4px 10px; border-radius: 6px; background: #ffe9a8;
    font-size: 14px; font-weight: 700; margin: 0 0 12px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 16px 0; }
  dt { color: #5b6275; } dd { margin: 0; font-weight: 600; text-align: right; }
  .amount { font-size: 22px; }
  form { display: grid; gap: 10px; margin-top: 20px; }
  button { min-height: 48px; padding: 10px 16px; font-size: 16px; border-radius: 8px; cursor: pointer;
    border: 1px solid #b9bfd3; background: #fff; color: #1d2233; }
  button[value=success] { background: #1a7f4b; border-color: #1a7f4b; color: #fff; font-weight: 700; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
  .muted { color: #5b6275; font-size: 14px; }
  @media (max-width: 400px) { main { margin: 0; border-radius: 0; min-height: 100vh; } }`;

export interface CheckoutPage {
  readonly locale: Locale;
  readonly transactionId: number;
  readonly amount: string;
  readonly currency: string;
  readonly methodName: string;
  /** Where the form posts (this page's own path with its token). */
  readonly action: string;
  /** Set when the payment has already ended: the page then only links back. */
  readonly finishedHref?: string;
}

export const checkoutPage = (page: CheckoutPage): string => {
  const t = TEXTS[page.locale];
  const actions =
    page.finishedHref === undefined
      ? `<form method="post" action="${escapeHtml(page.action)}">
${OUTCOMES.map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${escapeHtml(t[outcome])}</button>`).join('\n')}
</form>`
      : `<p role="status">${escapeHtml(t.done)}</p><p><a href="${escapeHtml(page.finishedHref)}">${escapeHtml(t.back)}</a></p>`;
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} — ${escapeHtml(t.badge)}</title>
<style>${STYLE}</style>
</head>
<body><main data-simulated-provider>
<h1>${escapeHtml(t.title)}</h1>
<p class="badge">${escapeHtml(t.badge)}</p>
<p class="muted">${escapeHtml(t.intro)}</p>
<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>Omad</dd>
<dt>${escapeHtml(t.order)}</dt><dd>#${page.transactionId}</dd>
<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(page.methodName)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount" data-amount>${escapeHtml(formatAmount(page.amount))} ${escapeHtml(page.currency)}</dd>
</dl>
${actions}
</main></body>
</html>`;
};

/** A refusal shown as a page (an unknown or tampered link). */
export const refusalPage = (message: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Omad test payment provider — simulated</title><style>${STYLE}</style></head>
<body><main><h1>Omad test payment provider — simulated</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`;
