// Imports the storefront's seed (the same content infra/cms serves, exported by the launcher
// to OMAD_SEED_DIR: seed.json and media/) into an empty database: every media file through
// the upload plugin, then every document in uz and ru, published. A database that already
// has content is left alone, so an editor's work is never overwritten.
'use strict';

const { readFileSync, statSync } = require('node:fs');
const path = require('node:path');

/** The seed's value with its markers resolved: media to file ids, relations to documents. */
const toData = (value, resolve) => {
  if (Array.isArray(value)) return value.map((item) => toData(item, resolve));
  if (value === null || typeof value !== 'object') return value;
  if ('$media' in value) return resolve.media(value.$media);
  if ('$relation' in value) return resolve.relation(value.$relation);
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, toData(field, resolve)]),
  );
};

const uploadAll = async (strapi, dir, media) => {
  const upload = strapi.plugin('upload').service('upload');
  const ids = new Map();
  for (const file of media) {
    const filepath = path.join(dir, 'media', file.file);
    const [uploaded] = await upload.upload({
      data: { fileInfo: { name: file.file, alternativeText: file.alternativeText } },
      files: {
        filepath,
        originalFilename: file.file,
        mimetype: file.mime,
        size: statSync(filepath).size,
      },
    });
    ids.set(file.file, uploaded.id);
  }
  return ids;
};

exports.importSeed = async (strapi, dir) => {
  const seed = JSON.parse(readFileSync(path.join(dir, 'seed.json'), 'utf8'));
  const marker = seed.types[0];
  const existing = await strapi.documents(marker.uid).findFirst({ locale: 'uz', status: 'draft' });
  if (existing) {
    strapi.log.info('[omad] content found: the seed is not imported again');
    return;
  }
  const upload = strapi.plugin('upload').service('upload');
  await upload.setSettings({
    sizeOptimization: false,
    responsiveDimensions: false,
    autoOrientation: false,
  });
  const files = await uploadAll(strapi, dir, seed.media);
  // `${type}|${field}|${value}` → the documentId of the entry a relation names.
  const documents = new Map();
  for (const type of seed.types) {
    for (const versions of type.documents) {
      let documentId = null;
      for (const locale of ['uz', 'ru']) {
        const entry = versions[locale];
        if (!entry) continue;
        const data = toData(entry, {
          media: (file) => files.get(file) ?? null,
          relation: ({ type: target, field, value }) => {
            const id = documents.get(`${target}|${field}|${value}`);
            return id ? { connect: [{ documentId: id, locale }] } : null;
          },
        });
        const service = strapi.documents(type.uid);
        documentId = documentId
          ? (await service.update({ documentId, locale, data })).documentId
          : (await service.create({ locale, data })).documentId;
        await service.publish({ documentId, locale });
        for (const [field, value] of Object.entries(entry)) {
          if (typeof value === 'string')
            documents.set(`${type.name}|${field}|${value}`, documentId);
        }
      }
    }
  }
  strapi.log.info(`[omad] seed imported: ${seed.types.length} types, ${seed.media.length} files`);
};
