// A content type's shape: which of its fields are populatable parts (media, relations,
// components, dynamic zones), inferred from the seed's entries as Strapi would declare them
// in a schema; every entry is then made to conform to it (an empty part becomes an empty node
// of its kind), and relations must point at known types.
import type { Component, Node, PartShape, Shape } from './model';
import type { StoredType } from './store';

type Fields = Readonly<Record<string, Node>>;

/** The populatable parts of some fields; scalars (null and [] included) are left out. */
export function shapeOf(fields: Fields, path: string): Shape {
  const shape: Record<string, PartShape> = {};
  for (const [key, node] of Object.entries(fields)) {
    const part = partOf(node, `${path}.${key}`);
    if (part) shape[key] = part;
  }
  return shape;
}

function partOf(node: Node, path: string): PartShape | undefined {
  switch (node.kind) {
    case 'scalar':
      return undefined;
    case 'media':
      return { kind: 'media' };
    case 'relation':
      return node.ref ? { kind: 'relation', target: node.ref.type } : undefined;
    case 'component':
      return node.component
        ? { kind: 'component', repeatable: false, fields: shapeOf(node.component.fields, path) }
        : undefined;
    case 'components': {
      const fields = node.components.reduce<Shape>(
        (merged, c) => mergeShapes(merged, shapeOf(c.fields, path), path),
        {},
      );
      return { kind: 'component', repeatable: true, fields };
    }
    case 'zone': {
      const components: Record<string, Shape> = {};
      for (const item of node.components) {
        const itemPath = `${path}.${item.uid}`;
        components[item.uid] = mergeShapes(
          components[item.uid] ?? {},
          shapeOf(item.fields, itemPath),
          itemPath,
        );
      }
      return { kind: 'zone', components };
    }
  }
}

/** One shape for all entries of a type; a field that is a part in one must be in all. */
export function mergeShapes(left: Shape, right: Shape, path: string): Shape {
  const merged: Record<string, PartShape> = { ...left };
  for (const [key, part] of Object.entries(right)) {
    const known = merged[key];
    merged[key] = known ? mergeParts(known, part, `${path}.${key}`) : part;
  }
  return merged;
}

function mergeParts(left: PartShape, right: PartShape, path: string): PartShape {
  const clash = () =>
    new Error(`${path}: a ${describe(left)} in one entry, ${describe(right)} in another`);
  if (left.kind === 'media' && right.kind === 'media') return left;
  if (left.kind === 'relation' && right.kind === 'relation') {
    if (left.target !== right.target) throw clash();
    return left;
  }
  if (left.kind === 'component' && right.kind === 'component') {
    if (left.repeatable !== right.repeatable) throw clash();
    return { ...left, fields: mergeShapes(left.fields, right.fields, path) };
  }
  if (left.kind === 'zone' && right.kind === 'zone') {
    const components: Record<string, Shape> = { ...left.components };
    for (const [uid, shape] of Object.entries(right.components)) {
      components[uid] = mergeShapes(components[uid] ?? {}, shape, `${path}.${uid}`);
    }
    return { kind: 'zone', components };
  }
  throw clash();
}

const describe = (part: PartShape) =>
  part.kind === 'component' && part.repeatable ? 'component list' : part.kind;

/** Empty parts (null, or [] for lists) become empty nodes of their kind, at every depth. */
export function conform(fields: Fields, shape: Shape, path: string): Fields {
  const out: Record<string, Node> = {};
  for (const [key, node] of Object.entries(fields)) {
    const part = shape[key];
    out[key] = part ? conformNode(node, part, `${path}.${key}`) : node;
  }
  return out;
}

function conformNode(node: Node, part: PartShape, path: string): Node {
  if (node.kind === 'scalar') {
    const empty = node.value === null || (Array.isArray(node.value) && node.value.length === 0);
    if (!empty) throw new Error(`${path}: a value where other entries hold a ${describe(part)}`);
    switch (part.kind) {
      case 'media':
        return { kind: 'media', file: null };
      case 'relation':
        return { kind: 'relation', ref: null };
      case 'component':
        return part.repeatable
          ? { kind: 'components', components: [] }
          : { kind: 'component', component: null };
      case 'zone':
        return { kind: 'zone', components: [] };
    }
  }
  const withFields = <C extends Component>(component: C, shape: Shape): C => ({
    ...component,
    fields: conform(component.fields, shape, path),
  });
  if (node.kind === 'component' && node.component && part.kind === 'component') {
    return { kind: 'component', component: withFields(node.component, part.fields) };
  }
  if (node.kind === 'components' && part.kind === 'component') {
    return {
      kind: 'components',
      components: node.components.map((c) => withFields(c, part.fields)),
    };
  }
  if (node.kind === 'zone' && part.kind === 'zone') {
    return {
      kind: 'zone',
      components: node.components.map((c) => withFields(c, part.components[c.uid] ?? {})),
    };
  }
  return node;
}

export function checkRelationTargets(
  types: ReadonlyMap<string, StoredType>,
  shape: Shape,
  path: string,
) {
  for (const [key, part] of Object.entries(shape)) {
    if (part.kind === 'relation' && !types.has(part.target)) {
      throw new Error(`${path}.${key}: relation to unknown type ${part.target}`);
    }
    if (part.kind === 'component') checkRelationTargets(types, part.fields, `${path}.${key}`);
    if (part.kind === 'zone') {
      for (const [uid, fields] of Object.entries(part.components)) {
        checkRelationTargets(types, fields, `${path}.${key}.${uid}`);
      }
    }
  }
}
