// Turns stored entries into Strapi 4 REST shapes: `{ id, attributes }` for entries, plain
// `{ id, ...fields }` for components, `{ data }` wrappers for media and relations. Like
// Strapi, fields that need populating are left out unless the populate tree names them.
import type { Entry, Locale, Node } from './model';
import type { Populate } from './query';
import { mediaAttributes } from './media';
import { resolveRelation, type Store } from './store';

export interface SerializeContext {
  readonly store: Store;
  readonly mediaBaseUrl: string;
  readonly locale: Locale;
}

// Relations can point back at each other; real Strapi stops populate-deep at a depth too.
const MAX_RELATION_DEPTH = 5;

export function serializeEntry(
  context: SerializeContext,
  entry: Entry,
  populate: Populate,
  selected?: readonly string[],
  depth = 0,
): { id: number; attributes: Record<string, unknown> } {
  return {
    id: entry.id,
    attributes: serializeFields(context, entry.fields, populate, selected, depth),
  };
}

function serializeFields(
  context: SerializeContext,
  fields: Readonly<Record<string, Node>>,
  populate: Populate,
  selected: readonly string[] | undefined,
  depth: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(fields)) {
    if (node.kind === 'scalar') {
      // Timestamps and locale always come back, as Strapi keeps them despite `fields`.
      if (!selected || selected.includes(key) || key === 'locale') out[key] = node.value;
      continue;
    }
    const below = populate === true ? true : populate[key];
    if (below === undefined) continue;
    out[key] = serializeNode(context, node, below, depth);
  }
  return out;
}

function serializeNode(
  context: SerializeContext,
  node: Exclude<Node, { kind: 'scalar' }>,
  populate: Populate,
  depth: number,
): unknown {
  switch (node.kind) {
    case 'component':
      return {
        id: node.component.id,
        ...serializeFields(context, node.component.fields, populate, undefined, depth),
      };
    case 'components':
      return node.components.map((component) => ({
        id: component.id,
        ...serializeFields(context, component.fields, populate, undefined, depth),
      }));
    case 'media': {
      const file = context.store.media.get(node.file);
      return {
        data: file
          ? { id: file.id, attributes: mediaAttributes(file, context.mediaBaseUrl) }
          : null,
      };
    }
    case 'relation': {
      const target = resolveRelation(context.store, node.ref, context.locale);
      if (!target || depth >= MAX_RELATION_DEPTH) return { data: null };
      return { data: serializeEntry(context, target, populate, undefined, depth + 1) };
    }
  }
}
