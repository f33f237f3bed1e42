// Listens on STRAPI_HOST:STRAPI_PORT (127.0.0.1:1337). APP_KEYS signs sessions; the launcher
// makes throwaway keys outside production, and production refuses to start without them.
// Uploads live in STRAPI_PUBLIC_DIR/uploads (./public): a throwaway database gets a throwaway
// folder from the launcher, so no file outlives the content that named it.
'use strict';

module.exports = ({ env }) => ({
  host: env('STRAPI_HOST', '127.0.0.1'),
  port: env.int('STRAPI_PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  dirs: { public: env('STRAPI_PUBLIC_DIR', './public') },
});
