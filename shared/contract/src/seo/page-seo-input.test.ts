// A page's part of its head as a first-screen module returns it: checked, capped, and an
// image only where an image address can be.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageSeoInputSchema } from './page-seo-input';

const parsed = (input: unknown) => v.safeParse(PageSeoInputSchema, input);

describe('PageSeoInputSchema', () => {
  it("takes a page's head as usePageSeo does", () => {
    const input = {
      title: 'Book of Dead',
      description: 'Onlayn o‘ynang',
      image: '/cms/uploads/book.webp',
      ogType: 'website',
      structuredData: ['Product'],
      noindex: false,
    };
    expect(parsed(input)).toMatchObject({ success: true, output: input });
    expect(parsed({ image: 'https://cdn.omad.uz/a.png' }).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/a.png',
    '/a.png" onload="x',
    'relative.png',
  ])('refuses an image address that is not one: %s', (image) => {
    expect(parsed({ title: 'x', image }).success).toBe(false);
  });

  it('refuses a title longer than a head takes, and a kind of data it does not know', () => {
    expect(parsed({ title: 'x'.repeat(401) }).success).toBe(false);
    expect(parsed({ structuredData: ['Casino'] }).success).toBe(false);
  });
});
