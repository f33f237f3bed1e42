// What connects this Strapi to the rest of Omad, each only when the launcher asks:
// - the edge's webhook (OMAD_EDGE_WEBHOOK_URL and CMS_WEBHOOK_TOKEN): every change of an
//   entry or a media file is announced to the edge, which drops what it kept of the content;
// - for tests (OMAD_TOKENS_FILE, never in production): a full-access API token and an
//   editor's admin sign-in (a super admin with a random password) written to that file (mode
//   600), for a test that edits through the REST API and unpublishes as an editor does.
'use strict';

const { randomBytes } = require('node:crypto');
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
  // The admin panel's own API (content-manager) is the only way to unpublish: REST cannot.
  const editor = {
    email: `editor-${Date.now()}@omad.test`,
    // Strapi's rule: 8+ characters with a lower case letter, a capital and a digit.
    password: `${randomBytes(18).toString('base64url')}aA1`,
  };
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi.service('admin::user').create({
    ...editor,
    firstname: 'Test',
    lastname: 'Editor',
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  writeFileSync(file, JSON.stringify({ write: write.accessKey, editor }), { mode: 0o600 });
};
