// @vitest-environment jsdom
// The hostile input set's rich text and addresses through the one CMS sanitizer: nothing
// that could run script or leave the site unasked survives.
import { afterEach, describe, expect, it } from 'vitest';
import {
  HOSTILE_ADDRESSES,
  HOSTILE_RICH_TEXT,
  HOSTILE_SITE_ORIGIN,
  staysOnSite,
} from '@omad/contract/testing';
import { INTERNAL_PATH_ATTRIBUTE, sanitizeRichText } from './sanitize-html';

const options = { locale: 'uz', origin: HOSTILE_SITE_ORIGIN } as const;
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

/** Renders the sanitized HTML into the document, as the page does, and returns its box. */
const render = (html: string): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeRichText(html, options);
  document.body.append(box);
  return box;
};

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { __omadHostile?: unknown }).__omadHostile;
});

describe('CMS rich text from the hostile set', () => {
  it.each(HOSTILE_RICH_TEXT.map(({ name, html }) => [name, html]))(
    '%s: nothing runs',
    (_, html) => {
      const box = render(html);
      expect(
        box.querySelector(
          'script, style, iframe, object, embed, form, base, meta, template, svg, math',
        ),
      ).toBeNull();
      for (const element of box.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(
            false,
          );
          expect(['style', 'srcdoc', 'formaction', 'action']).not.toContain(attribute.name);
          expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(SCRIPT_URL);
        }
      }
      expect(box.innerHTML).not.toMatch(/expression\s*\(/i);
      expect((window as { __omadHostile?: unknown }).__omadHostile).toBeUndefined();
    },
  );
});

describe('CMS links to the hostile addresses', () => {
  it.each(HOSTILE_ADDRESSES.map((address) => [JSON.stringify(address), address]))(
    '%s is never a router link off the site, nor a script link',
    (_, address) => {
      const link = document.createElement('a');
      link.setAttribute('href', address);
      link.textContent = 'x';
      const box = render(link.outerHTML);
      const kept = box.querySelector('a');
      const href = kept?.getAttribute('href');
      if (href == null) return;
      expect(href).not.toMatch(SCRIPT_URL);
      const internal = kept?.getAttribute(INTERNAL_PATH_ATTRIBUTE);
      if (internal != null) {
        expect(staysOnSite(internal)).toBe(true);
        expect(staysOnSite(href)).toBe(true);
      } else if (!staysOnSite(href)) {
        // Off the site only in a new tab without an opener.
        expect(kept?.getAttribute('target')).toBe('_blank');
        expect(kept?.getAttribute('rel')).toContain('noopener');
      }
    },
  );
});
