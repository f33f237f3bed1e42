// Turns stored entries into Strapi 5 REST shapes: flat `{ id, documentId, ...fields }` for
// entries and relations, `{ id, ...fields }` for components (dynamic-zone items also carry
// `__component`), flat upload objects for media, null for an empty media field or relation.
// Like Strapi, parts that need populating are left out unless the populate tree names them.
import type { Component, Entry, Locale, Node } from './model';
import { PLAIN, below, type Populate } from './populate';
import { mediaEntity } from './media';
import { resolveRelation, type Store } from './store';

export interface SerializeContext {
  readonly store: Store;
  readonly mediaBaseUrl: string;
  readonly locale: Locale;
}

export function serializeEntry(
  context: SerializeContext,
  entry: Entry,
  populate: Populate,
  selected?: readonly string[],
): Record<string, unknown> {
  return {
    id: entry.id,
    documentId: entry.documentId,
    ...serializeFields(context, entry.fields, populate, selected),
  };
}

function serializeFields(
  context: SerializeContext,
  fields: Readonly<Record<string, Node>>,
  populate: Populate,
  selected?: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(fields)) {
    if (node.kind === 'scalar') {
      // The locale always comes back, as Strapi keeps it despite `fields`.
      if (!selected || selected.includes(key) || key === 'locale') out[key] = node.value;
      continue;
    }
    const nested = below(populate, key);
    if (nested) out[key] = serializePart(context, node, nested);
  }
  return out;
}

function serializePart(
  context: SerializeContext,
  node: Exclude<Node, { kind: 'scalar' }>,
  populate: Populate,
): unknown {
  const component = (item: Component, inner: Populate) => ({
    id: item.id,
    ...serializeFields(context, item.fields, inner),
  });
  switch (node.kind) {
    case 'component':
      return node.component ? component(node.component, populate) : null;
    case 'components':
      return node.components.map((item) => component(item, populate));
    case 'zone':
      // With `on`, each item gets its component's fragment (plain when not named); without,
      // the one populate applies to every item.
      return node.components.map((item) =>
        component(item, populate.on ? (populate.on[item.uid] ?? PLAIN) : populate),
      );
    case 'media': {
      const file = node.file === null ? undefined : context.store.media.get(node.file);
      return file ? mediaEntity(file, context.mediaBaseUrl) : null;
    }
    case 'relation': {
      const target = node.ref && resolveRelation(context.store, node.ref, context.locale);
      return target ? serializeEntry(context, target, populate) : null;
    }
  }
}
