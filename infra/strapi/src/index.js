// Omad's Strapi: on every start it makes sure of what the storefront relies on (README.md):
// uz (default) and ru, media urls under /cms/uploads, the public role allowed exactly the
// storefront's reads, and, when the launcher asks, the seed imported into an empty database,
// the edge's webhook and an API token for tests.
'use strict';

const { ensureLocales } = require('./bootstrap/locales');
const { servedUnderCms } = require('./bootstrap/media');
const { allowPublicReads } = require('./bootstrap/permissions');
const { importSeed } = require('./bootstrap/seed');
const { ensureEdgeWebhook, writeTokens } = require('./bootstrap/outside');

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    servedUnderCms(strapi);
    await ensureLocales(strapi);
    await allowPublicReads(strapi);
    if (process.env.OMAD_SEED_DIR) await importSeed(strapi, process.env.OMAD_SEED_DIR);
    await ensureEdgeWebhook(strapi, process.env);
    if (process.env.OMAD_TOKENS_FILE) await writeTokens(strapi, process.env.OMAD_TOKENS_FILE);
  },
};
