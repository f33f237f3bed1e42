// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('is a type=button <button> by default and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Depozit</Button>);
    const button = screen.getByRole('button', { name: 'Depozit' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, busy and ignores presses', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Depozit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Depozit' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a plain anchor when given href', () => {
    render(
      <Button href="/uz/casino" variant="secondary">
        Kazino
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Kazino' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/uz/casino');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('as a loading link is busy and does not navigate', () => {
    const onClick = vi.fn();
    render(
      <Button href="/uz/cashier" loading onClick={onClick}>
        Kassa
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Kassa' });
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
  });
});
