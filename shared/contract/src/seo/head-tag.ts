// A head element as data: what the tag builder returns and the shell's applier writes.

export type HeadTag = Readonly<{
  tag: 'title' | 'meta' | 'link' | 'script';
  /** Attributes in the order they are written. */
  attributes: Readonly<Record<string, string>>;
  /** Text content (title, JSON-LD script). */
  text?: string;
}>;

export const titleTag = (text: string): HeadTag => ({ tag: 'title', attributes: {}, text });

export const metaName = (name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { name, content },
});

export const metaProperty = (property: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { property, content },
});

export const linkTag = (attributes: Readonly<Record<string, string>>): HeadTag => ({
  tag: 'link',
  attributes,
});

/**
 * A JSON-LD script. `<` is written as \u003c, so no text from the CMS can close the script
 * element even when the head is serialised to HTML; JSON.parse reads it back unchanged.
 */
export const jsonLdTag = (data: Readonly<Record<string, unknown>>): HeadTag => ({
  tag: 'script',
  attributes: { type: 'application/ld+json' },
  text: JSON.stringify(data).replace(/</g, '\\u003c'),
});
