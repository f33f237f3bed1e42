// The contract's populate trees (CMS_POPULATE, what the storefront sends) against the seed:
// for every content type and locale, the tree must bring back every nested part the stored
// entries hold (components, lists, media, relations, dynamic-zone items, at every depth),
// i.e. the same JSON as the full-depth populate, which no query string can ask for.
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { CMS_POPULATE, type CmsPopulate } from '@omad/contract/cms';
import { createCms } from './cms';
import { CONTENT_TYPES } from './content-types';
import { LOCALES, type Locale } from './model';
import { fullPopulate } from './populate';
import { isRecord } from './query';
import { MEDIA_LIBRARY } from './seed/media';
import { serializeEntry } from './serialize';
import { buildStore } from './store';

const { app } = createCms();
const store = buildStore(CONTENT_TYPES, MEDIA_LIBRARY);
const trees: Readonly<Record<string, CmsPopulate>> = CMS_POPULATE;

/** What GET /cms/api/{type} answers in `data` with this populate tree. */
async function read(type: string, locale: Locale, populate: CmsPopulate): Promise<unknown> {
  const collection = store.types.get(type)?.kind === 'collection';
  const query = qs.stringify(
    { locale, populate, ...(collection ? { pagination: { pageSize: 100 } } : {}) },
    { encodeValuesOnly: true },
  );
  const response = await app.request(`/cms/api/${type}?${query}`);
  const body: unknown = await response.json();
  expect(response.status, `${type} ${locale}: ${JSON.stringify(body)}`).toBe(200);
  if (!isRecord(body)) throw new Error(`${type}: not an object`);
  return body.data;
}

/** The stored entries of a type in one locale, at full depth, as JSON would carry them. */
function fullDepth(type: string, locale: Locale): unknown {
  const stored = store.types.get(type);
  if (!stored) throw new Error(`no type ${type}`);
  const context = { store, mediaBaseUrl: '/cms/uploads', locale };
  const entries = stored.entries
    .filter((entry) => entry.locale === locale)
    .map((entry) => serializeEntry(context, entry, fullPopulate(stored.shape)));
  return JSON.parse(JSON.stringify(stored.kind === 'single' ? entries[0] : entries));
}

/** Every tree with one populated field left out, at any depth, named by its path. */
function* withOneDropped(tree: CmsPopulate, path = ''): Generator<[string, CmsPopulate]> {
  for (const [key, value] of Object.entries(tree)) {
    const here = `${path}${key}`;
    yield [here, Object.fromEntries(Object.entries(tree).filter(([other]) => other !== key))];
    if (value === true) continue;
    if ('populate' in value) {
      for (const [inner, populate] of withOneDropped(value.populate, `${here}.`)) {
        yield [inner, { ...tree, [key]: { populate } }];
      }
    } else {
      for (const [uid, fragment] of Object.entries(value.on)) {
        if (fragment === true) continue;
        for (const [inner, populate] of withOneDropped(fragment.populate, `${here}.${uid}.`)) {
          yield [inner, { ...tree, [key]: { on: { ...value.on, [uid]: { populate } } } }];
        }
      }
    }
  }
}

describe('CMS_POPULATE', () => {
  it('has a tree for every content type and none for a type the CMS does not serve', () => {
    expect(Object.keys(trees).sort()).toEqual(CONTENT_TYPES.map((type) => type.name).sort());
  });

  for (const { name } of CONTENT_TYPES) {
    it(`populates every nested part of ${name} in both locales`, async () => {
      const tree = trees[name] ?? {};
      for (const locale of LOCALES) {
        expect(await read(name, locale, tree), `${name} ${locale}`).toEqual(
          fullDepth(name, locale),
        );
      }
    });
  }

  it('is checked for real: leaving out any one field of a tree changes the answer', async () => {
    let dropped = 0;
    for (const { name } of CONTENT_TYPES) {
      const expected = fullDepth(name, 'uz');
      for (const [path, tree] of withOneDropped(trees[name] ?? {})) {
        expect(await read(name, 'uz', tree), `${name} without ${path}`).not.toEqual(expected);
        dropped++;
      }
    }
    expect(dropped).toBeGreaterThan(50);
  });

  it('reaches the dynamic zone and the relation, which the full-depth tree includes', () => {
    const home = JSON.stringify(fullDepth('home-page', 'ru'));
    expect(home).toContain('/cms/uploads/home-tile-gamehall.svg');
    expect(home).toContain('/cms/uploads/feature-payments.svg');
    expect(fullDepth('banners', 'ru')).toContainEqual(
      expect.objectContaining({ termsPage: expect.objectContaining({ slug: 'terms' }) }),
    );
  });
});
