// The admin panel: its own secrets (set by the launcher outside production). It is served
// only when STRAPI_ADMIN is 1 (the launcher builds it first); the storefront never needs it.
'use strict';

module.exports = ({ env }) => ({
  serveAdminPanel: env.bool('STRAPI_ADMIN', false),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
