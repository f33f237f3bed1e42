// Strapi's middlewares, plus media-path.js: uploads are served under /cms/uploads, where the
// edge proxies them, as well as Strapi's own /uploads.
'use strict';

module.exports = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'global::media-path',
  'strapi::public',
];
