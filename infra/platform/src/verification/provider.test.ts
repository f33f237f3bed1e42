// Identity verification through the simulated provider: the applicant, the signed token and
// its expiry, the frame in both languages, sending documents (images only checked), the
// review applied by the sweep (approved, or rejected with the reviewer's words, then sent
// again), account.setUserOnVerification, and the provider off in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorType,
  VerificationAccessSchema,
  VerificationApplicantSchema,
} from '@omad/contract/api';
import type { VerificationApplicant } from '@omad/contract/api';
import { VERIFICATION } from '../config';
import type { Platform } from '../platform';
import { issuesOf, parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';
import type { Answer } from '../testing/api-client';
import { accountOf, registerPlayer } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.UTC(2030, 6, 1, 10);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const image = (bytes: Uint8Array<ArrayBuffer> = PNG, type = 'image/png') =>
  new File([bytes], 'photo', { type });

const applicantOf = (answer: Answer): VerificationApplicant => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(issuesOf(VerificationApplicantSchema, answer.body.data)).toEqual([]);
  return parseWith(VerificationApplicantSchema, answer.body.data);
};

const accessOf = async (client: TestClient) => {
  const answer = await client.call('verification.getAccessToken', {});
  expect(issuesOf(VerificationAccessSchema, answer.body.data)).toEqual([]);
  return parseWith(VerificationAccessSchema, answer.body.data);
};

const frame = async (path: string, locale = 'uz') => {
  const response = await platform.app.request(`${path}&locale=${locale}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
};

interface Sent {
  readonly token: string;
  readonly decision?: string;
  readonly reason?: string;
  readonly document?: File;
  readonly headers?: Record<string, string>;
}

const submit = async ({ token, decision = 'approve', reason, document, headers }: Sent) => {
  const body = new FormData();
  body.set('token', token);
  body.set('document_type', 'passport');
  body.set('document_number', 'AB1234567');
  body.set('document_file', document ?? image());
  body.set('selfie_file', image(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'image/jpeg'));
  body.set('decision', decision);
  if (reason) body.set('reason', reason);
  return new TestClient(platform.app).request('/api/_kyc/submit?locale=uz', {
    method: 'POST',
    body,
    headers,
  });
};

/** A new player with a token for the frame. */
const applicant = async () => {
  const client = await registerPlayer(platform.app);
  return { client, access: await accessOf(client) };
};

describe('verification.createApplicant and getAccessToken', () => {
  it('makes one applicant per account and a signed token that expires in 10 minutes', async () => {
    const client = await registerPlayer(platform.app);
    const first = applicantOf(await client.call('verification.createApplicant', {}));
    expect(first).toMatchObject({ status: 'init', comment: null, provider: 'sumsub' });
    expect(applicantOf(await client.call('verification.createApplicant', {})).id).toBe(first.id);

    const access = await accessOf(client);
    expect(access.expires_at).toBe(new Date(clock + VERIFICATION.tokenTtlMs).toISOString());
    expect(access.frame_url).toBe(`/api/_kyc/frame?token=${encodeURIComponent(access.token)}`);
    const withAction = await client.call('verification.getAccessToken', {
      externalActionId: 'deposit-42',
    });
    expect(withAction.status).toBe(200);
    const bad = await client.call('verification.getAccessToken', { externalActionId: '<x>' });
    expect(bad.body.error?.error_data).toEqual({ externalActionId: ['INVALID'] });
    expect(
      (await new TestClient(platform.app).call('verification.createApplicant', {})).status,
    ).toBe(401);
  });
});

describe('the frame', () => {
  it.each([
    ['uz', 'Shaxsni tasdiqlash', 'Hujjat raqami'],
    ['ru', 'Подтверждение личности', 'Номер документа'],
  ])(
    'renders in %s with the simulation label, framable by this site only',
    async (locale, title, field) => {
      const { access } = await applicant();
      const page = await frame(access.frame_url, locale);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<html lang="${locale}">`);
      expect(page.html).toContain('Simulyatsiya / Симуляция');
      expect(page.html).toContain(title);
      expect(page.html).toContain(field);
      expect(page.html).toContain('data-state="form"');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(page.headers.get('content-security-policy')).not.toMatch(/https?:\/\/(?!localhost)/);
    },
  );

  it('shows an expired token, or a forged one, as expired', async () => {
    const { access } = await applicant();
    const forged = await frame(`/api/_kyc/frame?token=${access.token.slice(0, -2)}xx`);
    expect(forged.status).toBe(401);
    expect(forged.html).toContain('data-state="expired"');
    clock += VERIFICATION.tokenTtlMs;
    const expired = await frame(access.frame_url, 'ru');
    expect(expired.status).toBe(401);
    expect(expired.html).toContain('Сессия истекла');
    expect(expired.html).not.toContain(access.token);
    const late = await submit({ token: access.token });
    expect(late.status).toBe(401);
    expect(late.body.error?.type).toBe(ErrorType.Authorization);
  });
});

describe('sending documents and the review', () => {
  it('puts the applicant under review, and the sweep approves it when its time has come', async () => {
    const { client, access } = await applicant();
    const sent = applicantOf(await submit({ token: access.token }));
    expect(sent.status).toBe('pending');
    expect(await accountOf(client)).toMatchObject({ is_on_verification: true, is_verified: false });
    expect((await frame(access.frame_url)).html).toContain('data-state="pending"');
    expect((await submit({ token: access.token })).body.error?.error_data).toEqual({
      applicant: ['LOCKED'],
    });

    clock += VERIFICATION.reviewMs - 1;
    await platform.sweepReviews();
    expect(applicantOf(await client.call('verification.createApplicant', {})).status).toBe(
      'pending',
    );
    clock += 1;
    expect(await platform.sweepReviews()).toBeGreaterThanOrEqual(1);
    expect(applicantOf(await client.call('verification.createApplicant', {})).status).toBe(
      'approved',
    );
    expect(await accountOf(client)).toMatchObject({ is_on_verification: false, is_verified: true });
    const profile = await client.call('account.getprofileinfo', {}, { http: 'GET' });
    expect(profile.body.data).toMatchObject({
      document: { type: 'passport', number: 'AB1234567' },
    });
    const status = await new TestClient(platform.app).request(
      `/api/_kyc/status?token=${encodeURIComponent(access.token)}`,
    );
    expect((status.body.data as { status: string }).status).toBe('approved');
  });

  it('rejects with the reviewer\u2019s words in the locale, and takes the documents again', async () => {
    const { client, access } = await applicant();
    await submit({ token: access.token, decision: 'reject', reason: 'selfie_mismatch' });
    clock += VERIFICATION.reviewMs;
    await platform.sweepReviews();
    const uz = applicantOf(await client.call('verification.createApplicant', {}));
    expect(uz).toMatchObject({
      status: 'rejected',
      comment: 'Selfi hujjatdagi rasmga mos kelmadi.',
    });
    const ru = applicantOf(await client.call('verification.createApplicant', {}, { locale: 'ru' }));
    expect(ru.comment).toBe('Селфи не совпадает с фото в документе.');
    expect(await accountOf(client)).toMatchObject({
      is_on_verification: false,
      is_verified: false,
    });
    expect((await frame(access.frame_url, 'ru')).html).toContain('Селфи не совпадает');

    const again = applicantOf(await submit({ token: access.token }));
    expect(again).toMatchObject({ status: 'pending', comment: null });
  });

  it('checks the images and the decision, and refuses a post from another site', async () => {
    const { access } = await applicant();
    const text = await submit({
      token: access.token,
      document: image(new Uint8Array([1, 2, 3]), 'image/png'),
    });
    expect(text.body.error?.error_data).toEqual({ document_file: ['INVALID'] });
    const big = new Uint8Array(VERIFICATION.maxImageBytes + 1);
    big.set(PNG);
    const large = await submit({ token: access.token, document: image(big) });
    expect(large.body.error?.error_data).toEqual({ document_file: ['INVALID'] });
    const noReason = await submit({ token: access.token, decision: 'reject' });
    expect(noReason.body.error?.error_data).toEqual({ reason: ['INVALID'] });
    const crossSite = await submit({
      token: access.token,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await submit({ token: access.token, headers: { origin: 'http://localhost' } });
    expect(sameSite.status).toBe(200);
  });
});

describe('account.setUserOnVerification', () => {
  it('needs documents sent, and puts the account on verification while they are reviewed', async () => {
    const { client, access } = await applicant();
    const early = await client.call('account.setUserOnVerification', {});
    expect(early.body.error?.error_data).toEqual({ applicant: ['NOT_FOUND'] });
    await submit({ token: access.token });
    await platform.db.query(
      `update accounts set is_on_verification = false where id = (
         select account_id from verification_applicants where id = $1)`,
      [applicantOf(await client.call('verification.createApplicant', {})).id],
    );
    expect((await client.call('account.setUserOnVerification', {})).body.data).toBe(1);
    expect((await client.call('account.setUserOnVerification', {})).body.data).toBe(1);
    expect((await accountOf(client)).is_on_verification).toBe(true);
  });
});

describe('in production', () => {
  it('has no provider: the frame answers 503 and no token is given', async () => {
    const production = await createTestPlatform({ production: true });
    try {
      const page = await production.app.request('/api/_kyc/frame?token=x&locale=uz');
      expect(page.status).toBe(503);
      const client = await registerPlayer(production.app);
      const token = await client.call('verification.getAccessToken', {});
      expect(token.body.error?.type).toBe(ErrorType.KycUserProfile);
      expect(applicantOf(await client.call('verification.createApplicant', {})).status).toBe(
        'init',
      );
    } finally {
      await production.close();
    }
  });
});
