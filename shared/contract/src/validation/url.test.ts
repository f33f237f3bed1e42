import { describe, expect, it } from 'vitest';
import { firstError } from './base';
import { iconUrlSchema, isIconUrl, isUrl, urlSchema } from './url';

describe('isUrl', () => {
  it('accepts only strings that parse as a URL', () => {
    expect(isUrl('https://omad.uz/casino')).toBe(true);
    expect(isUrl('mailto:support@omad.uz')).toBe(true);
    expect(isUrl('/casino')).toBe(false);
    expect(isUrl('omad.uz')).toBe(false);
    expect(isUrl('')).toBe(false);
    expect(isUrl(42)).toBe(false);
  });

  it('backs urlSchema', () => {
    expect(firstError(urlSchema(), 'https://omad.uz')).toBeNull();
    expect(firstError(urlSchema(), 'not a url')).toBe('Wrong field');
  });
});

describe('isIconUrl', () => {
  it('needs a valid URL that names an svg', () => {
    expect(isIconUrl('https://cdn.omad.uz/icons/slots.svg')).toBe(true);
    expect(isIconUrl('https://cdn.omad.uz/icons/slots.SVG?v=2')).toBe(true);
    expect(isIconUrl('https://cdn.omad.uz/icons/slots.png')).toBe(false);
    expect(isIconUrl('icons/slots.svg')).toBe(false);
  });

  it('backs iconUrlSchema', () => {
    expect(firstError(iconUrlSchema(), 'https://cdn.omad.uz/a.svg')).toBeNull();
    expect(firstError(iconUrlSchema(), 'https://cdn.omad.uz/a.png')).toBe('Wrong field');
  });
});
