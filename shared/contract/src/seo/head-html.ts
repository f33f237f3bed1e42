// Head tags as HTML, for a page the server sends: each element marked as the shell's own
// (HEAD_OWNED_ATTRIBUTE), so the shell's head service takes them over in the browser, keeping
// the identical ones where they are.
import type { HeadTag } from './head-tag';

/** Marks the head elements the shell owns (index.html marks its defaults the same way). */
export const HEAD_OWNED_ATTRIBUTE = 'data-omad-head';

const escapeText = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const escapeAttribute = (value: string): string => escapeText(value).replaceAll('"', '&quot;');

const ATTRIBUTE_NAME = /^[a-z][a-z0-9:_-]*$/i;

export const headTagHtml = (tag: HeadTag): string => {
  const attributes = Object.entries(tag.attributes)
    .filter(([name]) => ATTRIBUTE_NAME.test(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const open = `<${tag.tag}${attributes} ${HEAD_OWNED_ATTRIBUTE}>`;
  switch (tag.tag) {
    case 'title':
      return `${open}${escapeText(tag.text ?? '')}</title>`;
    case 'script':
      // JSON-LD: the builder writes `<` as \u003c, so the text cannot close the element.
      return `${open}${(tag.text ?? '').replaceAll('</', '<\\/')}</script>`;
    default:
      return open;
  }
};

export const headTagsHtml = (tags: readonly HeadTag[]): string => tags.map(headTagHtml).join('');
