// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, createTestHost, refusal } from '../../testing/test-host';
import { ProvidersPage } from './providers-page';

afterEach(cleanup);

const providers = [
  {
    sysname: 'pragmatic',
    name: 'Pragmatic Play',
    game_params: { game_count: 1201, logo_url: '/media/providers/pragmatic.svg' },
  },
  { sysname: 'evolution', name: 'Evolution', game_params: { game_count: 2 } },
  { sysname: 'spribe', name: 'Spribe' },
];

describe('the providers page', () => {
  it('lists every provider with its logo or initials, name and game count, linking to its games', async () => {
    const host = createTestHost({
      locale: 'ru',
      platform: { 'games.getProviders': () => answer(providers) },
    });
    host.render(<ProvidersPage />);
    expect(screen.getByRole('list', { name: 'Список провайдеров' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    const pragmatic = await screen.findByRole('link', { name: /Pragmatic Play/ });
    expect(pragmatic.getAttribute('href')).toBe('/gamehall?providers=pragmatic');
    expect(pragmatic.textContent).toContain('1,201 игра');
    expect(pragmatic.querySelector('img')?.getAttribute('src')).toBe(
      '/media/providers/pragmatic.svg',
    );
    const evolution = screen.getByRole('link', { name: /Evolution/ });
    expect(evolution.textContent).toBe('EVEvolution2 игры');
    expect(screen.getByRole('link', { name: /Spribe/ }).getAttribute('href')).toBe(
      '/gamehall?providers=spribe',
    );
    expect(host.props.seo.setPage).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Провайдеры игр' }),
    );
  });

  it('says when the providers cannot be read and reads them again on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const host = createTestHost({
      platform: {
        'games.getProviders': () =>
          fail ? refusal('InternalServerErrorException', { status: 500 }) : answer(providers),
      },
    });
    host.render(<ProvidersPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Provayderlarni yuklab bo'lmadi")).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
    expect(host.callsOf('games.getProviders')).toHaveLength(2);
  });
});
