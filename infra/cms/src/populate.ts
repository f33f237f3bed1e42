// Strapi 5 populate, checked against a type's shape: a tree naming the populatable fields
// (components, media, relations, dynamic zones) to return and what to populate below each.
// Strapi 5 validates populate, so a key that is not a populatable field is a 400, and `*`
// reaches one level only. The full-depth tree is for tests: no query string produces it.
import { badRequest } from './errors';
import type { PartShape, Shape } from './model';

export interface Populate {
  /** `*` at this level: every populatable field, each plain below. */
  readonly all?: boolean;
  /** The populatable fields named, each with what to populate below it. */
  readonly fields: Readonly<Record<string, Populate>>;
  /**
   * Dynamic zones only: per component uid, what to populate in items of that component;
   * items of components not named come back with their plain fields.
   */
  readonly on?: Readonly<Record<string, Populate>>;
}

/** A populated part with nothing populated below it. */
export const PLAIN: Populate = { fields: {} };

/** What to populate below one field, given the populate of the level holding it. */
export const below = (populate: Populate, field: string): Populate | undefined =>
  populate.fields[field] ?? (populate.all ? PLAIN : undefined);

type ShapeOf = (type: string) => Shape;

/** Strapi 5's answer to a populate key that names no populatable field. */
export const invalidKey = (key: string, path = 'populate') =>
  badRequest(`Invalid key ${key}`, {
    key,
    path: `${path}.${key}`,
    source: 'query',
    param: 'populate',
  });

/** Throws a 400 ValidationError unless every key of the tree is a populatable field. */
export function checkPopulate(populate: Populate, shape: Shape, shapeOf: ShapeOf): void {
  checkAgainst(populate, [shape], shapeOf, 'populate');
}

// A dynamic zone's shared populate may name a field of any of its components, so a level is
// checked against a list of shapes: the key must be a part of at least one.
function checkAgainst(
  populate: Populate,
  shapes: readonly Shape[],
  shapeOf: ShapeOf,
  path: string,
): void {
  for (const [key, child] of Object.entries(populate.fields)) {
    const parts = shapes.flatMap((shape) => shape[key] ?? []);
    if (parts.length === 0) throw invalidKey(key, path);
    for (const part of parts) checkPart(child, part, shapeOf, `${path}.${key}`);
  }
}

function checkPart(populate: Populate, part: PartShape, shapeOf: ShapeOf, path: string): void {
  if (populate.on && part.kind !== 'zone') {
    throw badRequest(`Invalid populate at ${path}: "on" is only for dynamic zones`, { path });
  }
  switch (part.kind) {
    case 'media':
      return checkAgainst(populate, [{}], shapeOf, path);
    case 'relation':
      return checkAgainst(populate, [shapeOf(part.target)], shapeOf, path);
    case 'component':
      return checkAgainst(populate, [part.fields], shapeOf, path);
    case 'zone': {
      if (!populate.on) {
        return checkAgainst(populate, Object.values(part.components), shapeOf, path);
      }
      for (const [uid, fragment] of Object.entries(populate.on)) {
        const shape = part.components[uid];
        if (!shape) throw invalidKey(uid, `${path}.on`);
        checkAgainst(fragment, [shape], shapeOf, `${path}.on.${uid}`);
      }
    }
  }
}

/**
 * Every part of a shape at full depth, dynamic-zone fragments included. A relation stops at
 * the target's plain fields: the target's own parts belong to another document.
 */
export function fullPopulate(shape: Shape): Populate {
  const fields: Record<string, Populate> = {};
  for (const [key, part] of Object.entries(shape)) {
    switch (part.kind) {
      case 'media':
      case 'relation':
        fields[key] = PLAIN;
        break;
      case 'component':
        fields[key] = fullPopulate(part.fields);
        break;
      case 'zone':
        fields[key] = {
          fields: {},
          on: Object.fromEntries(
            Object.entries(part.components).map(([uid, inner]) => [uid, fullPopulate(inner)]),
          ),
        };
    }
  }
  return { fields };
}
