// The simulated social sign-in provider the storefront's popup opens (spec: /oauth/init):
//   GET  /oauth/init?service=google|telegram&redirect_url=...&type_auth=login|register
//        the provider's page: an e-mail to sign in as, Continue and Cancel
//   POST /oauth/callback (form: service, redirect_url, type_auth, email)
//        signs the identity's account in (omad_sid) and 303s to redirect_url?social_auth=...
// A provider that believes any typed e-mail is a laptop aid, so production answers 503.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Services } from '../config';
import { readEmail } from '../domain/registration';
import { ApiError } from '../http/errors';
import { sessionControl } from '../http/session';
import { errorPage, PAGE_CSP, signInPage } from './page';
import {
  badRedirectMessage,
  localeOfReturn,
  requestOrigin,
  resolveRedirect,
  returnLocation,
} from './redirect';
import { isSocialService, socialAccountOf } from './social-accounts';
import type { SocialService } from './social-accounts';

const html = (c: Context, body: string, status: 200 | 400 | 403 | 409 | 503) =>
  c.html(body, status, {
    'Content-Security-Policy': PAGE_CSP,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // same-origin, not no-referrer: with no-referrer Chrome posts the form with Origin: null,
    // which the callback's cross-site check must refuse.
    'Referrer-Policy': 'same-origin',
  });

interface SignInRequest {
  readonly service: SocialService;
  readonly redirectUrl: string;
  readonly target: URL;
  readonly typeAuth: 'login' | 'register';
}

/** The request's provider params, checked the same way on both steps; a string is a refusal. */
const readRequest = (c: Context, fields: Record<string, string | undefined>) => {
  const { service, redirect_url: redirectUrl = '', type_auth: typeAuth = 'login' } = fields;
  if (!isSocialService(service)) {
    return `Unknown service "${service ?? ''}": use google or telegram.`;
  }
  if (typeAuth !== 'login' && typeAuth !== 'register') {
    return 'type_auth must be login or register.';
  }
  const origin = requestOrigin(c);
  const target = origin === undefined ? undefined : resolveRedirect(redirectUrl, origin);
  if (!target) return badRedirectMessage(origin);
  return { service, redirectUrl, target, typeAuth } satisfies SignInRequest;
};

const providerEmail = (service: SocialService) =>
  `social.${service}.${randomBytes(4).toString('hex')}@omad.test`;

const pageFor = (request: SignInRequest, email: string, error?: string) =>
  signInPage({
    ...request,
    email,
    cancelHref: returnLocation(request.target, 'cancelled'),
    ...(error === undefined ? {} : { error }),
  });

const formFields = async (c: Context): Promise<Record<string, string | undefined>> => {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
};

export const oauthRoutes = (services: Services): Hono => {
  const oauth = new Hono();
  oauth.use(async (c, next) => {
    if (services.simulations) return next();
    return html(c, errorPage('Simulated social sign-in is off in this environment.'), 503);
  });

  oauth.get('/init', (c) => {
    const request = readRequest(c, c.req.query());
    if (typeof request === 'string') return html(c, errorPage(request), 400);
    return html(c, pageFor(request, providerEmail(request.service)), 200);
  });

  oauth.post('/callback', async (c) => {
    // Browsers name the page a form came from; only this provider's own page may sign in.
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== requestOrigin(c)) {
      return html(c, errorPage('This form was sent from another site.'), 403);
    }
    const fields = await formFields(c);
    const request = readRequest(c, fields);
    if (typeof request === 'string') return html(c, errorPage(request), 400);
    let email: string | undefined;
    try {
      email = readEmail({ email: fields['email'] ?? null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    if (email === undefined) {
      const retry = pageFor(request, fields['email'] ?? '', 'Wrong email address');
      return html(c, retry, 400);
    }
    const locale = localeOfReturn(request.target);
    const signIn = await socialAccountOf(services, request.service, email, locale);
    if (signIn.kind === 'email_taken') {
      const message =
        'Bu e-pochta boshqa hisobga tegishli / Этот e-mail принадлежит другому аккаунту';
      return html(c, pageFor(request, email, message), 409);
    }
    if (signIn.banType) return c.redirect(returnLocation(request.target, 'banned'), 303);
    await sessionControl(c, services).start(signIn.accountId);
    return c.redirect(returnLocation(request.target, 'success'), 303);
  });
  return oauth;
};
