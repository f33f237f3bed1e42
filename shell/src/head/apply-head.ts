// Writes head tags into the document. The elements it writes carry data-omad-head, and it
// touches only those (plus the one <title>): a change of page replaces what the last page
// had, keeps identical elements in place (no favicon refetch) and never duplicates one.
import { HEAD_OWNED_ATTRIBUTE, type HeadTag } from '@omad/contract/seo';

/** Marks the head elements the shell owns (index.html and the edge mark theirs the same way). */
export const OWNED_ATTRIBUTE = HEAD_OWNED_ATTRIBUTE;

const signatureOf = (tag: string, attributes: Iterable<readonly [string, string]>, text: string) =>
  JSON.stringify([
    tag,
    [...attributes]
      .filter(([name]) => name !== OWNED_ATTRIBUTE)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), // code units: no collator to load
    text,
  ]);

const elementSignature = (element: Element): string =>
  signatureOf(
    element.tagName.toLowerCase(),
    [...element.attributes].map((attribute) => [attribute.name, attribute.value] as const),
    element.tagName === 'SCRIPT' ? (element.textContent ?? '') : '',
  );

const tagSignature = (tag: HeadTag): string =>
  signatureOf(
    tag.tag,
    Object.entries(tag.attributes),
    tag.tag === 'script' ? (tag.text ?? '') : '',
  );

const createElement = (doc: Document, tag: HeadTag): Element => {
  const element = doc.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  if (tag.text !== undefined) element.textContent = tag.text;
  element.setAttribute(OWNED_ATTRIBUTE, '');
  return element;
};

/** Makes the document's owned head elements exactly `tags`. */
export const applyHead = (doc: Document, tags: readonly HeadTag[]): void => {
  const title = tags.find((tag) => tag.tag === 'title');
  if (title) {
    // One title per document: the existing one is reused, whoever wrote it.
    const element =
      doc.head.querySelector('title') ?? doc.head.appendChild(doc.createElement('title'));
    element.textContent = title.text ?? '';
    element.setAttribute(OWNED_ATTRIBUTE, '');
  }
  const existing = new Map<string, Element[]>();
  for (const element of doc.head.querySelectorAll(`[${OWNED_ATTRIBUTE}]:not(title)`)) {
    const signature = elementSignature(element);
    existing.set(signature, [...(existing.get(signature) ?? []), element]);
  }
  const keep = new Set<Element>();
  const added: Element[] = [];
  for (const tag of tags) {
    if (tag.tag === 'title') continue;
    const same = existing.get(tagSignature(tag))?.find((element) => !keep.has(element));
    if (same) keep.add(same);
    else added.push(createElement(doc, tag));
  }
  for (const list of existing.values()) {
    for (const element of list) if (!keep.has(element)) element.remove();
  }
  doc.head.append(...added);
};
