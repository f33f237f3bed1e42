// The pages of the simulated social sign-in provider: the sign-in form the popup shows and a
// plain error page. Self-contained HTML: no scripts, no external resources, one inline style.
import { escapeHtml } from '../game-frames/html';
import type { SocialService } from './social-accounts';

/** No scripts at all; styles only inline; the form may post only back here. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

const TITLE = 'Omad test sign-in provider — simulated';

const STYLE = `
  body { margin: 0; font: 16px/1.45 system-ui, sans-serif; background: #f3f4f8; color: #1d2233; }
  main { max-width: 440px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, .08); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  .badge { display: inline-block; padding: 2px 8px; border-radius: 6px; background: #ffe9a8;
    font-size: 13px; font-weight: 600; margin-bottom: 12px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input[type=email] { width: 100%; box-sizing: border-box; padding: 10px; font-size: 16px;
    border: 1px solid #b9bfd3; border-radius: 8px; }
  .actions { display: flex; gap: 16px; align-items: center; margin-top: 20px; }
  button { padding: 10px 20px; font-size: 16px; border: 0; border-radius: 8px; background: #1f6feb;
    color: #fff; cursor: pointer; }
  .error { color: #b42318; font-weight: 600; }
  .muted { color: #5b6275; font-size: 14px; }`;

const layout = (body: string): string =>
  `<!doctype html>
<html lang="uz">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TITLE}</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>${TITLE}</h1>
<p class="badge">Simulated / Taqlid / Имитация</p>
${body}
</main></body>
</html>`;

const serviceNames: Readonly<Record<SocialService, string>> = {
  google: 'Google',
  telegram: 'Telegram',
};

export interface SignInPage {
  readonly service: SocialService;
  readonly redirectUrl: string;
  readonly typeAuth: 'login' | 'register';
  readonly email: string;
  /** Where Cancel leads: the return path with social_auth=cancelled. */
  readonly cancelHref: string;
  /** Shown above the form when a previous attempt was refused. */
  readonly error?: string;
}

export const signInPage = (page: SignInPage): string => {
  const name = serviceNames[page.service];
  const hidden = (field: string, value: string) =>
    `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
  return layout(`
<p>Bu sinov uchun taqlid qilingan ${name} kirish sahifasi: haqiqiy ${name} ishlatilmaydi.
Istalgan e-pochtani kiriting va davom eting.</p>
<p>Это имитация входа через ${name} для тестов: настоящий ${name} не используется.
Введите любой e-mail и продолжите.</p>
<p class="muted">${page.typeAuth === 'register' ? 'Ro‘yxatdan o‘tish / Регистрация' : 'Kirish / Вход'}</p>
${page.error ? `<p class="error" role="alert">${escapeHtml(page.error)}</p>` : ''}
<form method="post" action="/oauth/callback">
${hidden('service', page.service)}
${hidden('redirect_url', page.redirectUrl)}
${hidden('type_auth', page.typeAuth)}
<label for="email">E-pochta / E-mail</label>
<input id="email" type="email" name="email" required maxlength="254" value="${escapeHtml(page.email)}">
<div class="actions">
<button type="submit">Davom etish / Продолжить</button>
<a href="${escapeHtml(page.cancelHref)}">Bekor qilish / Отмена</a>
</div>
</form>`);
};

/** A refusal the popup shows as a page: what was wrong, in plain words. */
export const errorPage = (message: string): string =>
  layout(`<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="muted">Kirish amalga oshmadi / Вход не выполнен.</p>`);
