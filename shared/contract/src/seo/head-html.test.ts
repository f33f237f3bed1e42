import { describe, expect, it } from 'vitest';
import { jsonLdTag, linkTag, metaName, titleTag } from './head-tag';
import { HEAD_OWNED_ATTRIBUTE, headTagsHtml } from './head-html';

describe('headTagsHtml', () => {
  it('writes each tag marked as the shell’s, texts and attributes escaped', () => {
    const html = headTagsHtml([
      titleTag('Slots & <jackpots>'),
      metaName('description', 'Say "omad" <b>'),
      linkTag({ rel: 'canonical', href: 'https://omad.uz/?a=1&b=2' }),
    ]);
    expect(html).toBe(
      `<title ${HEAD_OWNED_ATTRIBUTE}>Slots &amp; &lt;jackpots&gt;</title>` +
        `<meta name="description" content="Say &quot;omad&quot; &lt;b&gt;" ${HEAD_OWNED_ATTRIBUTE}>` +
        `<link rel="canonical" href="https://omad.uz/?a=1&amp;b=2" ${HEAD_OWNED_ATTRIBUTE}>`,
    );
  });

  it('keeps JSON-LD parseable and unable to close its script element', () => {
    const html = headTagsHtml([jsonLdTag({ name: '</script><script>alert(1)</script>' })]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const text = /<script[^>]*>(.*)<\/script>$/.exec(html)?.[1] ?? '';
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('drops an attribute whose name could break out of the tag', () => {
    expect(headTagsHtml([linkTag({ rel: 'icon', 'a"b': 'x', 'on load': 'y' })])).toBe(
      `<link rel="icon" ${HEAD_OWNED_ATTRIBUTE}>`,
    );
  });
});
