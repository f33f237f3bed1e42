// Media urls name /cms/uploads/<file>, the path the edge proxies to the content service
// (src/middlewares/media-path.js serves it): a file's url and its formats' are written so.
'use strict';

const withCms = (url) =>
  typeof url === 'string' && url.startsWith('/uploads/') ? `/cms${url}` : url;

const prefix = (data) => {
  if (!data) return;
  data.url = withCms(data.url);
  for (const format of Object.values(data.formats ?? {})) format.url = withCms(format.url);
};

exports.servedUnderCms = (strapi) => {
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    beforeCreate: (event) => prefix(event.params.data),
    beforeUpdate: (event) => prefix(event.params.data),
  });
};
