// The seed as a real Strapi imports it (infra/strapi/src/bootstrap/seed.js): every document
// with its uz and ru versions (paired as the stand-in pairs them, by documentId), media and
// relations as markers, types named by their Strapi uid and ordered so a relation's target
// comes before the types that name it; and the media library's files. One source: the
// stand-in serves the same entries.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_TYPES } from './content-types';
import type { Component, Entry, Locale, Node } from './model';
import { MEDIA_LIBRARY } from './seed/media';
import { singularOf } from './strapi-model';
import { buildStore } from './store';

type Plain = unknown;

const componentValue = (component: Component): Record<string, Plain> =>
  Object.fromEntries(Object.entries(component.fields).map(([key, node]) => [key, nodeValue(node)]));

const nodeValue = (node: Node): Plain => {
  switch (node.kind) {
    case 'scalar':
      return node.value;
    case 'media':
      return node.file === null ? null : { $media: node.file };
    case 'relation':
      return node.ref === null ? null : { $relation: node.ref };
    case 'component':
      return node.component === null ? null : componentValue(node.component);
    case 'components':
      return node.components.map(componentValue);
    case 'zone':
      return node.components.map((item) => ({ __component: item.uid, ...componentValue(item) }));
  }
};

export type SeedExport = Readonly<{
  types: readonly Readonly<{
    name: string;
    uid: string;
    kind: 'single' | 'collection';
    documents: readonly Partial<Record<Locale, Record<string, Plain>>>[];
  }>[];
  media: readonly Readonly<{ file: string; alternativeText: string; mime: string }>[];
}>;

/** Types a relation of another type names come first. */
const targetsFirst = <T extends { name: string }>(types: readonly T[], targets: Set<string>) =>
  [...types].sort((a, b) => Number(targets.has(b.name)) - Number(targets.has(a.name)));

export const seedExport = (): SeedExport => {
  const store = buildStore(CONTENT_TYPES, MEDIA_LIBRARY);
  const targets = new Set<string>();
  const walk = (node: Node) => {
    if (node.kind === 'relation' && node.ref) targets.add(node.ref.type);
    if (node.kind === 'component' && node.component)
      Object.values(node.component.fields).forEach(walk);
    if (node.kind === 'components' || node.kind === 'zone')
      node.components.forEach((item) => Object.values(item.fields).forEach(walk));
  };
  const types = CONTENT_TYPES.map((def) => {
    const stored = store.types.get(def.name);
    const byDocument = new Map<string, Partial<Record<Locale, Record<string, Plain>>>>();
    for (const entry of stored?.entries ?? ([] as Entry[])) {
      Object.values(entry.fields).forEach(walk);
      const versions = byDocument.get(entry.documentId) ?? {};
      versions[entry.locale] = Object.fromEntries(
        Object.entries(entry.fields).map(([key, node]) => [key, nodeValue(node)]),
      );
      byDocument.set(entry.documentId, versions);
    }
    const singular = singularOf(def);
    return {
      name: def.name,
      uid: `api::${singular}.${singular}`,
      kind: def.kind,
      documents: [...byDocument.values()],
    };
  });
  return {
    types: targetsFirst(types, targets),
    media: MEDIA_LIBRARY.map(({ file, alternativeText, mime }) => ({
      file,
      alternativeText,
      mime,
    })),
  };
};

/** Writes seed.json and media/<file> into `dir`, for OMAD_SEED_DIR. */
export const writeSeedExport = (dir: string): SeedExport => {
  const seed = seedExport();
  mkdirSync(path.join(dir, 'media'), { recursive: true });
  writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(seed));
  for (const file of MEDIA_LIBRARY) writeFileSync(path.join(dir, 'media', file.file), file.body());
  return seed;
};
