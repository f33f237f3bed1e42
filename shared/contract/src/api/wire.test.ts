import { describe, expect, it } from 'vitest';
import { buildFormData, toQuery } from './wire';

const entries = (form: FormData) => Object.fromEntries(form.entries());

describe('toQuery', () => {
  it('drops null and undefined params but keeps empty strings and zeros', () => {
    expect(toQuery({ a: null, b: undefined, c: '', d: 0, e: false })).toEqual({
      c: '',
      d: '0',
      e: '0',
    });
  });

  it('writes booleans as 1/0 and arrays and objects as JSON', () => {
    expect(
      toQuery({ on: true, fields: ['id', 'finished_at'], options: { sysname: 'dgt_sportsbook' } }),
    ).toEqual({
      on: '1',
      fields: '["id","finished_at"]',
      options: '{"sysname":"dgt_sportsbook"}',
    });
  });
});

describe('buildFormData', () => {
  it("sends an empty text field as '' and other empty values as 'null'", () => {
    const form = buildFormData({
      name: '',
      missing: undefined,
      nothing: null,
      none: [],
      blank: {},
    });
    expect(entries(form)).toEqual({
      name: '',
      missing: 'null',
      nothing: 'null',
      none: 'null',
      blank: 'null',
    });
  });

  it('sends numbers as text and booleans as 1/0', () => {
    const form = buildFormData({ amount: 1250.5, zero: 0, subscription: true, is_tg: false });
    expect(entries(form)).toEqual({ amount: '1250.5', zero: '0', subscription: '1', is_tg: '0' });
  });

  it('sends text as is and arrays and objects as JSON', () => {
    const form = buildFormData({
      login: 'player@omad.uz',
      fields: ['trigger', 'description'],
      requisites: { card: '8600' },
    });
    expect(entries(form)).toEqual({
      login: 'player@omad.uz',
      fields: '["trigger","description"]',
      requisites: '{"card":"8600"}',
    });
  });

  it('sends a Blob as a file part', async () => {
    const form = buildFormData({ document: new Blob(['scan'], { type: 'image/png' }) });
    const part = form.get('document');
    expect(part).toBeInstanceOf(Blob);
    expect(part instanceof Blob ? await part.text() : part).toBe('scan');
  });
});
