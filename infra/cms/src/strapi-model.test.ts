import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from './content-types';
import { strapiModelFiles } from './strapi-model';
import { STRAPI_DIR, modelFilesOnDisk } from './write-strapi-model';

describe("infra/strapi's content model", () => {
  const files = strapiModelFiles(CONTENT_TYPES);

  it('is the one the seed makes: run write-strapi-model.ts after changing the seed', () => {
    expect(modelFilesOnDisk().toSorted()).toEqual(files.map((file) => file.path).toSorted());
    for (const file of files) {
      expect(readFileSync(path.join(STRAPI_DIR, file.path), 'utf8'), file.path).toBe(file.content);
    }
  });

  it('has a localized content type with draft and publish for every type the stand-in serves', () => {
    const schemas = files.filter((file) => file.path.endsWith('/schema.json'));
    expect(schemas).toHaveLength(CONTENT_TYPES.length);
    for (const file of schemas) {
      const schema = JSON.parse(file.content) as {
        options: { draftAndPublish: boolean };
        pluginOptions: { i18n: { localized: boolean } };
      };
      expect(schema.options.draftAndPublish, file.path).toBe(true);
      expect(schema.pluginOptions.i18n.localized, file.path).toBe(true);
    }
  });

  it('names the home page blocks a dynamic zone and the banner terms a relation to pages', () => {
    const schema = (name: string) =>
      JSON.parse(
        files.find((file) => file.path === `src/api/${name}/content-types/${name}/schema.json`)
          ?.content ?? '{}',
      ) as { attributes: Record<string, Record<string, unknown>> };
    expect(schema('home-page').attributes.blocks).toMatchObject({
      type: 'dynamiczone',
      components: ['home.tiles', 'home.features', 'home.rich-text', 'home.faq'],
    });
    expect(schema('banner').attributes.termsPage).toMatchObject({
      type: 'relation',
      target: 'api::page.page',
    });
    expect(schema('common').attributes.headerMenu).toMatchObject({
      type: 'component',
      repeatable: true,
      component: 'common.header-menu',
    });
  });
});
