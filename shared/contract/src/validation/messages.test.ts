import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES, formatMessage, resolveMessages } from './messages';

describe('resolveMessages', () => {
  it('gives the spec defaults without overrides', () => {
    const messages = resolveMessages();
    expect(messages.required).toBe('Field is required');
    expect(messages.email).toBe('Wrong email address');
    expect(messages.minLength).toBe('Min length is $$min$$');
    expect(messages).toEqual(DEFAULT_MESSAGES);
  });

  it('lays the content service overrides over the defaults', () => {
    const messages = resolveMessages({ required: 'Обязательное поле', phone: 'Неверный номер' });
    expect(messages.required).toBe('Обязательное поле');
    expect(messages.phone).toBe('Неверный номер');
    expect(messages.email).toBe('Wrong email address');
  });

  it('keeps the default for empty or missing overrides and ignores unknown keys', () => {
    const overrides = { required: '', email: undefined, nonsense: 'x' };
    const messages = resolveMessages(overrides);
    expect(messages.required).toBe('Field is required');
    expect(messages.email).toBe('Wrong email address');
    expect('nonsense' in messages).toBe(false);
  });

  it('does not change the defaults', () => {
    resolveMessages({ required: 'changed' });
    expect(DEFAULT_MESSAGES.required).toBe('Field is required');
  });
});

describe('formatMessage', () => {
  it('fills $$name$$ tokens', () => {
    expect(formatMessage('Min length is $$min$$', { min: 6 })).toBe('Min length is 6');
    expect(formatMessage('$$min$$ to $$max$$, $$min$$', { min: 1, max: '9' })).toBe('1 to 9, 1');
  });

  it('leaves tokens without a value as written', () => {
    expect(formatMessage('Between $$min$$ and $$max$$', { min: 1 })).toBe('Between 1 and $$max$$');
  });
});
