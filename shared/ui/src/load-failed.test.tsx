// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';
import { UiLocaleProvider } from './ui-locale';

afterEach(cleanup);

describe('LoadFailed', () => {
  it('in a region: an alert in the kit’s words with the retry', () => {
    const onRetry = vi.fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain("Ma'lumotlarni yuklab bo'lmadi");
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('as the whole page: a system page with its heading, the retry and a way elsewhere', () => {
    const onRetry = vi.fn();
    render(
      <UiLocaleProvider locale="ru">
        <LoadFailed
          data-testid="betting-unavailable"
          title="Ставки недоступны"
          onRetry={onRetry}
          page={{ icon: 'sport', secondaryAction: <a href="/ru/gamehall">В зал</a> }}
        />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ставки недоступны' })).toBeTruthy();
    expect(screen.getByTestId('betting-unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'В зал' })).toBeTruthy();
  });
});
