// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellErrorBoundary } from './shell-error-boundary';

const Broken = (): never => {
  throw new Error('session store is undefined');
};

const renderAt = (path: string, child = <Broken />) => {
  window.history.replaceState(null, '', path);
  const reload = vi.fn();
  render(<ShellErrorBoundary reload={reload}>{child}</ShellErrorBoundary>);
  return reload;
};

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('ShellErrorBoundary', () => {
  it('shows the shell as long as it renders', () => {
    renderAt('/', <p>Bosh sahifa</p>);
    expect(screen.getByText('Bosh sahifa')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('replaces a shell that throws with an Uzbek page whose button reloads', () => {
    const reload = renderAt('/gamehall');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Nimadir noto'g'ri ketdi");
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sahifani yangilash' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      '[shell] the shell failed while rendering: session store is undefined',
      expect.any(String),
    );
  });

  it('speaks Russian under /ru', () => {
    const reload = renderAt('/ru/offers');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Что-то пошло не так');
    fireEvent.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes only a /ru segment for Russian, not a path that starts with the letters', () => {
    renderAt('/rules');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Nimadir noto'g'ri ketdi");
  });

  it("reloads with the browser's own reload when none is given", () => {
    window.history.replaceState(null, '', '/ru');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ShellErrorBoundary>
        <Broken />
      </ShellErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
