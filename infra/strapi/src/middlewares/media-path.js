// Serves /cms/uploads/<file> as Strapi's /uploads/<file>: media urls name /cms/uploads (see
// the upload lifecycle in src/index.js), the path the edge proxies to the content service.
'use strict';

const PREFIX = '/cms/uploads/';

module.exports = () => async (ctx, next) => {
  if (ctx.path.startsWith(PREFIX)) ctx.path = `/uploads/${ctx.path.slice(PREFIX.length)}`;
  await next();
};
