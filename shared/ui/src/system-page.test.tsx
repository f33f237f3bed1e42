// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemPage } from './system-page';
import { UiLocaleProvider } from './ui-locale';

afterEach(cleanup);

describe('SystemPage', () => {
  it('names the page by its heading and shows the given actions', () => {
    render(<SystemPage title="Sahifa topilmadi" action={<a href="/">Bosh sahifa</a>} />);
    expect(screen.getByRole('region', { name: 'Sahifa topilmadi' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sahifa topilmadi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bosh sahifa' })).toBeTruthy();
  });

  it('a failed outcome gets the kit retry in the page language, in place of action', () => {
    const onRetry = vi.fn();
    render(
      <UiLocaleProvider locale="ru">
        <SystemPage
          title="Не удалось"
          onRetry={onRetry}
          action={<button type="button">ignored</button>}
          secondaryAction={<a href="/ru">На главную</a>}
        />
      </UiLocaleProvider>,
    );
    expect(screen.queryByRole('button', { name: 'ignored' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'На главную' })).toBeTruthy();
  });
});
