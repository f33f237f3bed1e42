// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFormSchema } from '../validation/index';
import { useForm } from './use-form';

const schema = buildFormSchema([
  { name: 'email', type: 'email' },
  { name: 'password', type: 'password' },
]);

const change = (value: string) =>
  ({ target: Object.assign(document.createElement('input'), { value }) }) as never;

describe('useForm', () => {
  it('eager: shows a field error after the field was left, and clears it when fixed', () => {
    const { result } = renderHook(() => useForm({ schema, initial: { email: '', password: '' } }));
    act(() => result.current.field('email').onChange(change('not-an-email')));
    expect(result.current.errors.email).toBeUndefined();
    act(() => result.current.field('email').onBlur());
    expect(result.current.errors.email).toBe('Wrong email address');
    act(() => result.current.field('email').onChange(change('a@b.uz')));
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.values.email).toBe('a@b.uz');
  });

  it('onSubmit: says nothing until the first submit, then validates live', async () => {
    const { result } = renderHook(() =>
      useForm({ schema, initial: { email: 'x', password: '1' }, strategy: 'onSubmit' }),
    );
    act(() => result.current.field('email').onBlur());
    expect(result.current.errors).toEqual({});
    const action = vi.fn(async () => undefined);
    await act(() => result.current.submit(action));
    expect(action).not.toHaveBeenCalled();
    expect(Object.keys(result.current.errors).sort()).toEqual(['email', 'password']);
    act(() => result.current.field('password').onChange(change('Secret123')));
    expect(result.current.errors.password).toBeUndefined();
  });

  it('submits parsed values and keeps typed values when the server refuses', async () => {
    const { result } = renderHook(() =>
      useForm({ schema, initial: { email: 'a@b.uz', password: 'Secret123' } }),
    );
    await act(() =>
      result.current.submit(async () => {
        result.current.setErrors({ password: 'Not accepted', '': 'Try again' });
      }),
    );
    expect(result.current.errors.password).toBe('Not accepted');
    expect(result.current.formError).toBe('Try again');
    expect(result.current.values).toEqual({ email: 'a@b.uz', password: 'Secret123' });
    expect(result.current.submitting).toBe(false);
  });
});

describe('useForm server errors', () => {
  it('keep their place when another field is left, and go when their own field changes', async () => {
    const { result } = renderHook(() =>
      useForm({ schema, initial: { email: 'a@b.uz', password: 'Secret123' } }),
    );
    await act(() =>
      result.current.submit(async () => {
        result.current.setErrors({ password: 'Not accepted' });
      }),
    );
    act(() => result.current.field('email').onBlur());
    expect(result.current.errors.password).toBe('Not accepted');
    act(() => result.current.field('email').onChange(change('c@d.uz')));
    expect(result.current.errors.password).toBe('Not accepted');
    act(() => result.current.field('password').onChange(change('Secret1234')));
    expect(result.current.errors.password).toBeUndefined();
  });
});
