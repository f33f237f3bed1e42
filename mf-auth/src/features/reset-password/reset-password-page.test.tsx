// @vitest-environment jsdom
// The /restore page up to the form: the link's token checked and taken out of the address,
// and a page per unusable link with the way to a new one.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import { answer, refusal, type PlatformHandler } from '@omad/contract/testing';
import { AddressProbe, AtAddress } from '../../testing/at-address';
import { createTestHost } from '../../testing/test-host';
import { ResetPasswordPage } from './reset-password-page';

afterEach(cleanup);

/** Another restore link opened in the same tab: only the fragment changes. */
const OpenOtherLink = () => {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      data-testid="open-other-link"
      onClick={() => void navigate('/restore#token=tok-456')}
    >
      other link
    </button>
  );
};

const tokenRefused = (code: string) => () =>
  refusal(ErrorType.InvalidParameter, { errorData: { token: [code] } });

const openLink = (
  check: PlatformHandler,
  options: Readonly<{
    url?: string;
    locale?: 'uz' | 'ru';
    platform?: Record<string, PlatformHandler>;
  }> = {},
) => {
  const host = createTestHost({
    locale: options.locale,
    platform: { 'auth.checkRestoreToken': check, ...options.platform },
  });
  host.render(
    <AtAddress url={options.url ?? '/restore#token=tok-123'}>
      <ResetPasswordPage />
      <AddressProbe />
      <OpenOtherLink />
    </AtAddress>,
  );
  return host;
};

describe('ResetPasswordPage', () => {
  it('checks the token behind a skeleton, then asks for the new password', async () => {
    let release: () => void = () => undefined;
    const checked = new Promise<void>((resolve) => (release = resolve));
    const host = openLink(async () => {
      await checked;
      return answer({ expires_at: '2030-01-01T00:00:00Z' });
    });
    expect((await screen.findByTestId('reset-password')).dataset.step).toBe('checking');
    expect(screen.getByRole('status', { name: 'Havola tekshirilmoqda' })).toBeTruthy();
    release();
    expect(await screen.findByLabelText('Yangi parol')).toBeTruthy();
    expect(screen.getByLabelText('Yangi parolni takrorlang')).toBeTruthy();
    expect(host.callsOf('auth.checkRestoreToken')[0]?.fields).toMatchObject({ token: 'tok-123' });
  });

  it('takes the token out of the address, keeping the page', async () => {
    openLink(() => answer({ expires_at: '2030-01-01T00:00:00Z' }), {
      url: '/restore?from=mail#token=tok-123',
    });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/restore?from=mail'),
    );
    expect(await screen.findByLabelText('Yangi parol')).toBeTruthy();
  });

  it('says a used link is used, and asks for a new one in the restore dialog', async () => {
    const host = openLink(tokenRefused('ALREADY_USED'));
    const problem = await screen.findByTestId('restore-token-problem');
    expect(problem.dataset.problem).toBe('used');
    expect(
      screen.getByRole('heading', { name: 'Havoladan allaqachon foydalanilgan' }),
    ).toBeTruthy();
    const opened = vi.fn();
    host.bus.on('auth:open', opened);
    fireEvent.click(screen.getByRole('button', { name: "Yangi havola so'rash" }));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ mode: 'restore' }));
  });

  it.each([
    ['EXPIRED', 'expired', 'Срок действия ссылки истёк'],
    ['NOT_FOUND', 'notFound', 'Ссылка недействительна'],
    ['ALREADY_USED', 'used', 'Ссылка уже использована'],
  ])('speaks Russian for a %s link', async (code, problem, title) => {
    openLink(tokenRefused(code), { locale: 'ru' });
    expect((await screen.findByTestId('restore-token-problem')).dataset.problem).toBe(problem);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Запросить новую ссылку' })).toBeTruthy();
  });

  it('checks the token of a link opened over the page', async () => {
    const host = openLink((call) =>
      call.fields.token === 'tok-123'
        ? refusal(ErrorType.InvalidParameter, { errorData: { token: ['ALREADY_USED'] } })
        : answer({ expires_at: '2030-01-01T00:00:00Z' }),
    );
    expect((await screen.findByTestId('restore-token-problem')).dataset.problem).toBe('used');
    fireEvent.click(screen.getByTestId('open-other-link'));
    expect(await screen.findByLabelText('Yangi parol')).toBeTruthy();
    expect(host.callsOf('auth.checkRestoreToken').map((call) => call.fields.token)).toEqual([
      'tok-123',
      'tok-456',
    ]);
  });

  it('asks nothing of the platform for a link without its token', async () => {
    const host = openLink(() => answer({ expires_at: '2030-01-01T00:00:00Z' }), {
      url: '/restore',
    });
    expect((await screen.findByTestId('restore-token-problem')).dataset.problem).toBe('missing');
    expect(screen.getByRole('heading', { name: "Havola to'liq emas" })).toBeTruthy();
    expect(host.callsOf('auth.checkRestoreToken')).toHaveLength(0);
  });

  it('offers to check again when the check got no answer', async () => {
    let fail = true;
    openLink(() => (fail ? { status: 502, body: 'bad gateway' } : answer({ expires_at: 'x' })));
    expect(await screen.findByTestId('restore-check-failed')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByLabelText('Yangi parol')).toBeTruthy();
  });
});
