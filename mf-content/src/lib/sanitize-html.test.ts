// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText, type SanitizeOptions } from './sanitize-html';

const ORIGIN = 'https://omad.uz';
const uz: SanitizeOptions = { locale: 'uz', origin: ORIGIN };
const ru: SanitizeOptions = { locale: 'ru', origin: ORIGIN };

/** The sanitized HTML parsed back, to ask it questions. */
const parse = (html: string, options = uz): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeRichText(html, options);
  return box;
};

describe('sanitizeRichText: what it removes', () => {
  it('drops script, style and iframe elements with their content', () => {
    const box = parse(
      `<p>Kept</p><script>window.__omadXss = 1</script><style>p{color:red}</style>
       <iframe src="https://evil.example"></iframe><object data="x"></object>`,
    );
    expect(box.querySelector('script, style, iframe, object')).toBeNull();
    expect(box.textContent).not.toContain('__omadXss');
    expect(box.textContent).not.toContain('color:red');
    expect(box.querySelector('p')?.textContent).toBe('Kept');
  });

  it('strips every on* handler, style and class, keeping the element', () => {
    const box = parse(
      `<img src="/cms/uploads/a.svg" alt="A" onerror="alert(1)" onload="alert(2)">
       <p onclick="alert(3)" style="color:red" class="x" onmouseover="alert(4)">Text</p>`,
    );
    const image = box.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/cms/uploads/a.svg');
    expect(image?.getAttribute('alt')).toBe('A');
    const attributes = [...box.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames(),
    );
    expect(attributes.filter((name) => /^on|^style$|^class$/.test(name))).toEqual([]);
  });

  it('removes javascript:, data: and protocol-relative links but keeps the text', () => {
    const box = parse(
      `<a href="javascript:alert(1)">one</a><a href=" JaVaScRiPt:alert(2)">two</a>
       <a href="data:text/html,<script>alert(3)</script>">three</a><a href="//evil.example/x">four</a>`,
    );
    const links = [...box.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['one', 'two', 'three', 'four']);
    expect(links.every((link) => !link.hasAttribute('href'))).toBe(true);
  });

  it('drops forms, inputs and data- attributes an editor might smuggle in', () => {
    const box = parse(
      `<form action="/api/auth.login"><input name="password"><button>Go</button></form>
       <a href="https://evil.example" data-internal-path="/profile">x</a>`,
    );
    expect(box.querySelector('form, input, button')).toBeNull();
    expect(box.querySelector('a')?.hasAttribute('data-internal-path')).toBe(false);
  });
});

describe('sanitizeRichText: links', () => {
  it('keeps internal links locale-free in Uzbek and marks them for the router', () => {
    const link = parse('<a href="/support">help</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('/support');
    expect(link?.getAttribute('data-internal-path')).toBe('/support');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('prefixes internal links with /ru for Russian, keeping query and hash', () => {
    const box = parse('<a href="/gamehall?category=slots#top">a</a><a href="/">b</a>', ru);
    const [first, second] = box.querySelectorAll('a');
    expect(first?.getAttribute('href')).toBe('/ru/gamehall?category=slots#top');
    expect(first?.getAttribute('data-internal-path')).toBe('/gamehall?category=slots#top');
    expect(second?.getAttribute('href')).toBe('/ru');
  });

  it('treats absolute links to the site and links with a locale prefix as internal', () => {
    const box = parse(`<a href="${ORIGIN}/ru/offers">a</a><a href="/ru/terms">b</a>`, uz);
    expect([...box.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/offers',
      '/terms',
    ]);
  });

  it('opens external links in a new tab without opener or referrer', () => {
    const link = parse('<a href="https://begambleaware.org" target="_self">x</a>').querySelector(
      'a',
    );
    expect(link?.getAttribute('href')).toBe('https://begambleaware.org');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('data-internal-path')).toBe(false);
  });

  it('leaves mail, phone, anchors and site files alone', () => {
    const box = parse(
      `<a href="mailto:support@omad.uz">m</a><a href="tel:+998712007777">t</a>
       <a href="#limits">h</a><a href="/cms/uploads/rules.pdf">f</a>`,
      ru,
    );
    const links = [...box.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'mailto:support@omad.uz',
      'tel:+998712007777',
      '#limits',
      '/cms/uploads/rules.pdf',
    ]);
    expect(links.some((link) => link.hasAttribute('data-internal-path'))).toBe(false);
    expect(links.some((link) => link.hasAttribute('target'))).toBe(false);
  });
});

describe('sanitizeRichText: layout', () => {
  it('wraps tables in a focusable scroll box and loads images lazily', () => {
    const box = parse(
      '<table><tr><th scope="col">A</th></tr><tr><td colspan="2">1</td></tr></table><img src="/cms/uploads/a.svg" alt="" width="1200" height="630">',
    );
    expect(box.querySelector('.omad-rich-text__table > table')).not.toBeNull();
    expect(box.querySelector('.omad-rich-text__table')?.getAttribute('tabindex')).toBe('0');
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(box.querySelector('th')?.getAttribute('scope')).toBe('col');
    const image = box.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('loading')]).toEqual([
      '1200',
      'lazy',
    ]);
  });

  it('keeps headings, lists and emphasis, turning an h1 into its text', () => {
    const box = parse('<h1>Big</h1><h2>Title</h2><ol start="3"><li><strong>a</strong></li></ol>');
    expect(box.querySelector('h1')).toBeNull();
    expect(box.textContent).toContain('Big');
    expect(box.querySelector('h2')?.textContent).toBe('Title');
    expect(box.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(box.querySelector('li > strong')).not.toBeNull();
  });
});
