// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { headTagsHtml, jsonLdTag, linkTag, metaName, titleTag } from '@omad/contract/seo';
import { applyHead, OWNED_ATTRIBUTE } from './apply-head';

const owned = () =>
  [...document.head.querySelectorAll(`[${OWNED_ATTRIBUTE}]:not(title)`)].map((element) =>
    element.outerHTML.replace(` ${OWNED_ATTRIBUTE}=""`, ''),
  );

beforeEach(() => {
  document.head.innerHTML = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width">',
    '<meta name="theme-color" content="#0b1020" data-omad-head>',
    '<title data-omad-head>Omad</title>',
    '<link rel="stylesheet" href="/app.css">',
  ].join('');
});

describe('applyHead', () => {
  it('takes over the head the edge sent, keeping its identical elements in place', () => {
    const tags = [
      titleTag('Aksiyalar | Omad'),
      metaName('description', 'Bonuslar & "keshbek"'),
      linkTag({ rel: 'canonical', href: 'https://omad.uz/promotions?a=1&b=2' }),
      jsonLdTag({ '@type': 'Organization', name: '</script>Omad' }),
    ];
    document.head.innerHTML = `<meta charset="utf-8">${headTagsHtml(tags)}`;
    const sent = [...document.head.querySelectorAll(`[${OWNED_ATTRIBUTE}]:not(title)`)];
    expect(sent).toHaveLength(3);
    applyHead(document, tags);
    const after = [...document.head.querySelectorAll(`[${OWNED_ATTRIBUTE}]:not(title)`)];
    expect(after).toEqual(sent);
    expect(after.every((element, index) => element === sent[index])).toBe(true);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Aksiyalar | Omad');
  });

  it('replaces the owned tags and leaves every other head element alone', () => {
    applyHead(document, [
      titleTag('Aksiyalar | Omad'),
      metaName('theme-color', '#0b3b2e'),
      linkTag({ rel: 'canonical', href: 'https://omad.uz/promotions' }),
    ]);
    expect(document.title).toBe('Aksiyalar | Omad');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(owned()).toEqual([
      '<meta name="theme-color" content="#0b3b2e">',
      '<link rel="canonical" href="https://omad.uz/promotions">',
    ]);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('leaves no tag of the previous page behind and never duplicates one', () => {
    applyHead(document, [
      titleTag('A'),
      metaName('robots', 'noindex, follow'),
      jsonLdTag({ '@type': 'FAQPage' }),
      linkTag({ rel: 'canonical', href: 'https://omad.uz/a' }),
    ]);
    applyHead(document, [titleTag('B'), linkTag({ rel: 'canonical', href: 'https://omad.uz/b' })]);
    applyHead(document, [titleTag('B'), linkTag({ rel: 'canonical', href: 'https://omad.uz/b' })]);
    expect(document.title).toBe('B');
    expect(owned()).toEqual(['<link rel="canonical" href="https://omad.uz/b">']);
  });

  it('keeps identical elements in place, so icons are not fetched again', () => {
    const icon = linkTag({ rel: 'icon', href: '/cms/uploads/favicon.ico', sizes: 'any' });
    applyHead(document, [titleTag('A'), icon]);
    const first = document.head.querySelector('link[rel="icon"]');
    applyHead(document, [titleTag('B'), icon, metaName('description', 'x')]);
    expect(document.head.querySelector('link[rel="icon"]')).toBe(first);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });

  it('writes JSON-LD as text a parser reads back', () => {
    applyHead(document, [titleTag('A'), jsonLdTag({ '@type': 'Organization', name: '</script>' })]);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@type': 'Organization',
      name: '</script>',
    });
  });

  it('leaves elements written by others untouched even when they look alike', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="description" content="third party">',
    );
    applyHead(document, [titleTag('A'), metaName('description', 'ours')]);
    applyHead(document, [titleTag('B')]);
    const descriptions = [...document.head.querySelectorAll('meta[name="description"]')];
    expect(descriptions.map((element) => element.getAttribute('content'))).toEqual(['third party']);
  });
});
