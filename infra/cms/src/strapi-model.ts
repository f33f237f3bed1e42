// The Strapi 5 content model of the seed: a content type (schema.json) for every type the
// stand-in serves, and a component for every nested part, so the real Strapi (infra/strapi)
// and the stand-in hold the same content in the same shape, from one source. Attribute kinds
// follow the seed's values across both locales and every entry:
// - text: `string` (one line, up to 255 characters), `text` (longer), `richtext` (HTML);
// - ISO date-times: `datetime`; whole numbers: `integer`, others `decimal`; `boolean`;
// - lists of plain values, and fields empty everywhere: `json`;
// - a nested object: a component; a list of them: a repeatable one; a list of them named by
//   `__component`: a dynamic zone; media and relations as the seed marks them.
// Every type is localized (uz, ru) with draft and publish; so is every attribute. The files
// are written into infra/strapi by write-strapi-model.ts, and a test keeps them equal to this.
import { isMediaRef, isRelationRef, type ContentTypeDef, type SeedValue } from './model';

type Attribute = Readonly<Record<string, unknown>>;
type Attributes = Record<string, Attribute>;

/** A file of the Strapi project (path under infra/strapi) and its content. */
export type ModelFile = Readonly<{ path: string; content: string }>;

const LOCALIZED = { i18n: { localized: true } } as const;

const kebab = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

const snake = (name: string): string => kebab(name).replace(/-/g, '_');

const words = (name: string): string =>
  kebab(name)
    .split('-')
    .map((word, index) => (index === 0 ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ');

/** A collection's singular ('banners' → 'banner'); a single type's name is its own. */
export const singularOf = (def: ContentTypeDef): string =>
  def.kind === 'single' ? def.name : def.name.replace(/s$/, '');

/** The REST name of a type ('banners', 'config'): a single type's is its singular. */
const pluralOf = (def: ContentTypeDef): string =>
  def.kind === 'single' ? `${def.name}s` : def.name;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const HTML = /<\/?[a-z][^>]*>/i;

const isObject = (value: SeedValue): value is Readonly<Record<string, SeedValue>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !isMediaRef(value) &&
  !isRelationRef(value);

const isObjectList = (value: SeedValue): value is readonly Readonly<Record<string, SeedValue>>[] =>
  Array.isArray(value) && value.length > 0 && value.every((item: SeedValue) => isObject(item));

/** The plain attribute that holds every one of `values` (all present, none a part). */
const plainAttribute = (values: readonly SeedValue[]): Attribute => {
  const present = values.filter((value) => value !== null && value !== undefined);
  if (present.length === 0 || present.some((value) => typeof value === 'object')) {
    return { type: 'json' };
  }
  if (present.every((value) => typeof value === 'boolean')) return { type: 'boolean' };
  if (present.every((value) => typeof value === 'number')) {
    return { type: present.every((value) => Number.isInteger(value)) ? 'integer' : 'decimal' };
  }
  const texts = present.map(String);
  if (texts.every((text) => ISO_DATE_TIME.test(text))) return { type: 'datetime' };
  if (texts.some((text) => HTML.test(text))) return { type: 'richtext' };
  if (texts.every((text) => text.length <= 255 && !text.includes('\n'))) return { type: 'string' };
  return { type: 'text' };
};

/** Builds the attributes and components of a content type from its seed entries. */
const modelOf = (def: ContentTypeDef) => {
  const components = new Map<string, Attributes>();
  const category = def.name.replace(/s$/, '');

  const attributesOf = (
    entries: readonly Readonly<Record<string, SeedValue>>[],
    path: readonly string[],
    localized: boolean,
  ): Attributes => {
    const names = [...new Set(entries.flatMap((entry) => Object.keys(entry)))].filter(
      (name) => name !== '__component',
    );
    const attributes: Attributes = {};
    for (const name of names) {
      const values = entries.map((entry) => entry[name]).filter((v) => v !== undefined);
      const at = [...path, name];
      const options = localized ? { pluginOptions: LOCALIZED } : {};
      const media = values.find(isMediaRef);
      const relation = values.find(isRelationRef);
      const lists = values.filter(isObjectList);
      const objects = values.filter(isObject);
      if (media) {
        attributes[name] = {
          type: 'media',
          multiple: false,
          allowedTypes: ['images', 'files'],
          ...options,
        };
      } else if (relation) {
        const target = relation.$relation.type.replace(/s$/, '');
        attributes[name] = {
          type: 'relation',
          relation: 'manyToOne',
          target: `api::${target}.${target}`,
          ...options,
        };
      } else if (lists.length > 0 && lists.flat().every((item) => '__component' in item)) {
        const items = lists.flat();
        const uids = [...new Set(items.map((item) => String(item.__component)))];
        for (const uid of uids) {
          const [zoneCategory = category, name = uid] = uid.split('.');
          const own = items.filter((item) => item.__component === uid);
          components.set(`${zoneCategory}.${name}`, attributesOf(own, [name], false));
        }
        attributes[name] = { type: 'dynamiczone', components: uids, ...options };
      } else if (lists.length > 0 || objects.length > 0) {
        const uid = `${category}.${kebab(at.join('-'))}`;
        components.set(uid, attributesOf([...lists.flat(), ...objects], at, false));
        attributes[name] = {
          type: 'component',
          repeatable: lists.length > 0,
          component: uid,
          ...options,
        };
      } else {
        attributes[name] = { ...plainAttribute(values), ...options };
      }
    }
    return attributes;
  };

  const entries =
    def.kind === 'single' ? [def.seed.uz, def.seed.ru] : [...def.seed.uz, ...def.seed.ru];
  return { attributes: attributesOf(entries, [], true), components };
};

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The core controller, router and service of a content type: Strapi's own, unchanged. */
const coreFile = (kind: 'controller' | 'router' | 'service', uid: string): string =>
  [
    `// Strapi's core ${kind} for ${uid}: the REST reads and writes of spec section 7.`,
    "'use strict';",
    '',
    "const { factories } = require('@strapi/strapi');",
    '',
    `module.exports = factories.createCore${kind[0]?.toUpperCase()}${kind.slice(1)}('${uid}');`,
    '',
  ].join('\n');

/** Every file of the Strapi project's content model, in a stable order. */
export const strapiModelFiles = (defs: readonly ContentTypeDef[]): ModelFile[] => {
  const files: ModelFile[] = [];
  const components = new Map<string, Attributes>();
  for (const def of defs) {
    const singular = singularOf(def);
    const uid = `api::${singular}.${singular}`;
    const model = modelOf(def);
    for (const [key, attributes] of model.components) components.set(key, attributes);
    const base = `src/api/${singular}`;
    files.push({
      path: `${base}/content-types/${singular}/schema.json`,
      content: json({
        kind: def.kind === 'single' ? 'singleType' : 'collectionType',
        collectionName: snake(pluralOf(def)),
        info: {
          singularName: singular,
          pluralName: pluralOf(def),
          displayName: words(singular),
        },
        options: { draftAndPublish: true },
        pluginOptions: LOCALIZED,
        attributes: model.attributes,
      }),
    });
    files.push({
      path: `${base}/controllers/${singular}.js`,
      content: coreFile('controller', uid),
    });
    files.push({ path: `${base}/routes/${singular}.js`, content: coreFile('router', uid) });
    files.push({ path: `${base}/services/${singular}.js`, content: coreFile('service', uid) });
  }
  for (const [key, attributes] of [...components].sort(([a], [b]) => a.localeCompare(b))) {
    const [category = '', name = ''] = key.split('.');
    files.push({
      path: `src/components/${category}/${name}.json`,
      content: json({
        collectionName: `components_${snake(category)}_${snake(name)}`,
        info: { displayName: words(name) },
        options: {},
        attributes,
      }),
    });
  }
  return files;
};
