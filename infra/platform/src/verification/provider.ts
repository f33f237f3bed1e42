// The simulated identity-verification provider (Sumsub-style), outside production only; in
// production every path answers 503. Mounted at /api/_kyc:
//   GET  /frame?token&locale   the provider's frame (verification/page.ts), for the storefront
//                              to embed in an iframe of the same origin
//   GET  /status?token&locale  the applicant (VerificationApplicantSchema), for the frame's polling
//   POST /submit               the frame's form (multipart): token, document_type,
//                              document_number, document_file, selfie_file, decision
//                              (approve | reject) and reason; the images are only checked
//                              (an image, at most 5 MB), never stored
// The token (verification/token.ts) is the only credential; the platform's cross-site write
// guard still applies to /submit, so only this site's pages may send it. The reviewer's
// decision is applied VERIFICATION.reviewMs later by `sweep` (domain/verification.ts).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { ErrorType } from '@omad/contract/api';
import { DEFAULT_LOCALE, VERIFICATION, isLocale } from '../config';
import type { Locale, Services } from '../config';
import { findAccountById } from '../domain/accounts';
import {
  applicantOf,
  applyDueReviews,
  isRejectionReason,
  submitDocuments,
  toApplicant,
} from '../domain/verification';
import { ApiError, invalidParameter } from '../http/errors';
import { userBanned } from '../http/guards';
import { errorJson } from '../http/rpc';
import { siteOriginOf } from '../http/site-origin';
import { escapeHtml, frameCsp } from '../game-frames/html';
import { kycPage } from './page';
import type { FrameState } from './page';
import { KYC_SCRIPT } from './page-script';
import { checkToken } from './token';

export const KYC_PATH = '/api/_kyc';
export const KYC_SUBMIT_PATH = `${KYC_PATH}/submit`;

/** Where the frame of `token` is (the caller adds `&locale=`). */
export const kycFrameUrl = (token: string): string =>
  `${KYC_PATH}/frame?token=${encodeURIComponent(token)}`;

const DOCUMENT_TYPES = ['passport', 'id_card'];
const DOCUMENT_NUMBER = /^[A-Za-z0-9 .-]{1,32}$/;

/** The first bytes of the image formats a phone or a scanner makes. */
const isImageBytes = (head: Uint8Array): boolean => {
  const text = String.fromCharCode(...head);
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    text.startsWith('\x89PNG') ||
    text.startsWith('GIF8') ||
    (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') ||
    (text.slice(4, 8) === 'ftyp' && /^(heic|heix|mif1|heif|avif)$/.test(text.slice(8, 12)))
  );
};

/** Reads only the head of `value`: an image of at most the allowed size, or refused. */
const checkImage = async (value: unknown, field: string): Promise<void> => {
  if (!(value instanceof File) || value.size === 0 || value.size > VERIFICATION.maxImageBytes) {
    throw invalidParameter(field, 'INVALID');
  }
  const head = new Uint8Array(await value.slice(0, 16).arrayBuffer());
  if (!isImageBytes(head)) throw invalidParameter(field, 'INVALID');
};

const textOf = (body: Record<string, unknown>, field: string): string => {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
};

const localeOf = (c: Context): Locale => {
  const locale = c.req.query('locale');
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

const expired = (): ApiError =>
  new ApiError(ErrorType.Authorization, 'The verification token is expired or not valid');

export interface VerificationProvider {
  readonly routes: Hono;
  /** Applies the reviews whose time has come; answers how many. */
  sweep(): Promise<number>;
}

export const verificationProvider = (services: Services): VerificationProvider => {
  const { db, now } = services;
  const kyc = new Hono();
  kyc.use(async (c, next) => {
    if (services.simulations) return next();
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Simulated identity provider</title></head><body><p role="alert">${escapeHtml('The simulated identity provider is off in this environment.')}</p></body></html>`,
      503,
    );
  });

  /** The account a token names, when it is still valid and the account may use it. */
  const accountOf = async (token: string) => {
    const check = services.platformSecret
      ? checkToken(services.platformSecret, token, now())
      : ({ kind: 'invalid' } as const);
    if (check.kind !== 'valid') return undefined;
    const account = await findAccountById(db, check.accountId);
    if (account?.ban_type) throw userBanned(account.ban_type);
    return account;
  };

  kyc.get('/frame', async (c) => {
    const locale = localeOf(c);
    const token = c.req.query('token') ?? '';
    const account = await accountOf(token).catch(() => undefined);
    const applicant = account && (await applicantOf(db, account.id));
    const state: FrameState = !account
      ? 'expired'
      : applicant?.status === 'pending'
        ? 'pending'
        : applicant?.status === 'approved'
          ? 'approved'
          : 'form';
    const comment = applicant ? toApplicant(applicant, locale).comment : null;
    const html = kycPage({
      locale,
      state,
      token: account ? token : '',
      comment: state === 'form' ? comment : null,
      submitUrl: KYC_SUBMIT_PATH,
      statusUrl: `${KYC_PATH}/status`,
    });
    return c.html(html, account ? 200 : 401, {
      'content-security-policy': frameCsp(KYC_SCRIPT, { connect: siteOriginOf(c) }),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    });
  });

  kyc.get('/status', async (c) => {
    c.header('cache-control', 'no-store');
    try {
      const account = await accountOf(c.req.query('token') ?? '');
      if (!account) throw expired();
      const applicant = await applicantOf(db, account.id);
      if (!applicant) throw invalidParameter('applicant', 'NOT_FOUND');
      return c.json({ data: toApplicant(applicant, localeOf(c)) });
    } catch (error) {
      return errorJson(c, error);
    }
  });

  kyc.post('/submit', async (c) => {
    c.header('cache-control', 'no-store');
    try {
      const body = await c.req.parseBody().catch(() => {
        throw new ApiError(ErrorType.InvalidParameter, 'Malformed request body');
      });
      const account = await accountOf(textOf(body, 'token'));
      if (!account) throw expired();
      const documentType = textOf(body, 'document_type');
      if (!DOCUMENT_TYPES.includes(documentType)) {
        throw invalidParameter('document_type', 'INVALID');
      }
      const documentNumber = textOf(body, 'document_number');
      if (!DOCUMENT_NUMBER.test(documentNumber)) {
        throw invalidParameter('document_number', 'INVALID');
      }
      await checkImage(body['document_file'], 'document_file');
      await checkImage(body['selfie_file'], 'selfie_file');
      const decision = textOf(body, 'decision');
      const reason = textOf(body, 'reason');
      if (decision !== 'approve' && decision !== 'reject') {
        throw invalidParameter('decision', 'INVALID');
      }
      if (decision === 'reject' && !isRejectionReason(reason)) {
        throw invalidParameter('reason', 'INVALID');
      }
      const applicant = await submitDocuments(
        db,
        account.id,
        {
          documentType,
          documentNumber,
          rejection: decision === 'reject' && isRejectionReason(reason) ? reason : null,
        },
        now(),
      );
      return c.json({ data: toApplicant(applicant, localeOf(c)) });
    } catch (error) {
      return errorJson(c, error);
    }
  });

  return { routes: kyc, sweep: () => applyDueReviews(db, now()) };
};
