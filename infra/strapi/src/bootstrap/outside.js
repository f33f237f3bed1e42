// What connects this Strapi to the rest of Omad, each only when the launcher asks:
// - the edge's webhook (OMAD_EDGE_WEBHOOK_URL and CMS_WEBHOOK_TOKEN): every change of an
//   entry or a media file is announced to the edge, which drops what it kept of the content;
// - an API token for tests (OMAD_TOKENS_FILE, never in production): a full-access token
//   written to that file (mode 600), for a test that edits content through the REST API.
'use strict';

const { writeFileSync } = require('node:fs');

const EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];
const WEBHOOK_NAME = 'Omad edge';

exports.ensureEdgeWebhook = async (strapi, env) => {
  const url = env.OMAD_EDGE_WEBHOOK_URL;
  const token = env.CMS_WEBHOOK_TOKEN;
  if (!url || !token) return;
  const store = strapi.get('webhookStore');
  const data = {
    name: WEBHOOK_NAME,
    url,
    headers: { Authorization: `Bearer ${token}` },
    events: EVENTS,
  };
  const existing = (await store.findWebhooks()).find((hook) => hook.name === WEBHOOK_NAME);
  const webhook = existing
    ? await store.updateWebhook(existing.id, { ...data, isEnabled: true })
    : await store.createWebhook(data);
  const runner = strapi.get('webhookRunner');
  if (existing) runner.update(webhook);
  else runner.add(webhook);
};

exports.writeTokens = async (strapi, file) => {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('OMAD_TOKENS_FILE is for tests: it is refused in production');
  }
  const tokens = strapi.service('admin::api-token');
  const name = `omad-tests-${Date.now()}`;
  const write = await tokens.create({
    name,
    description: 'Made by the launcher for a test run',
    type: 'full-access',
    kind: 'content-api',
    lifespan: null,
  });
  writeFileSync(file, JSON.stringify({ write: write.accessKey }), { mode: 0o600 });
};
