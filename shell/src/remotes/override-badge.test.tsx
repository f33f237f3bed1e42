// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@omad/contract';
import { createI18n } from '../locale/i18n';
import { OverrideBadge } from './override-badge';
import type { RemoteOverrides } from './overrides';

afterEach(cleanup);

const renderBadge = (locale: Locale, overrides: RemoteOverrides, onReset = vi.fn()) => {
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <OverrideBadge overrides={overrides} onReset={onReset} />
    </I18nextProvider>,
  );
  return onReset;
};

describe('OverrideBadge', () => {
  it('lists every active override in a labelled status region and resets them', () => {
    const onReset = renderBadge('uz', {
      mf_cashier: '1.2.0',
      mf_gamehall: 'http://localhost:3001/mf-manifest.json',
    });
    const badge = screen.getByRole('status', { name: 'Sinov almashtirishlari' });
    expect(badge.dataset.testid).toBe('remote-override-badge');
    expect([...badge.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'mf_cashier@1.2.0',
      'mf_gamehall@localhost:3001/mf-manifest.json',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Tiklash' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('speaks Russian on a Russian page', () => {
    renderBadge('ru', { mf_cashier: '1.2.0' });
    expect(screen.getByRole('status', { name: 'Тестовые подмены' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сбросить' })).toBeTruthy();
  });

  it('shows nothing without overrides', () => {
    renderBadge('uz', {});
    expect(screen.queryByTestId('remote-override-badge')).toBeNull();
  });
});
