// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

const describedTexts = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('links the error through aria-describedby and marks the input invalid', () => {
    render(<TextField label="Email" hint="Chek shu manzilga keladi" error="Email notoʻgʻri" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toEqual(['Email notoʻgʻri', 'Chek shu manzilga keladi']);
  });

  it('is not invalid without an error, and keeps a caller’s own aria-describedby', () => {
    render(
      <>
        <p id="rules">Qoidalar</p>
        <TextField label="Summa" hint="Kamida 10 000" aria-describedby="rules" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Summa' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedTexts(input)).toEqual(['Qoidalar', 'Kamida 10 000']);
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Ism" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Ism' }));
  });

  it('shows and hides a password with its toggle', () => {
    render(<TextField label="Parol" type="password" defaultValue="omad" />);
    const input = screen.getByLabelText('Parol') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Parolni koʻrsatish' });
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Parolni yashirish' }));
    expect(input.type).toBe('password');
  });
});
