// The REST API where the storefront's edge expects it: /cms/api (the edge proxies /cms to
// the content service unchanged), with Strapi's page sizes.
'use strict';

module.exports = {
  rest: { prefix: '/cms/api', defaultLimit: 25, maxLimit: 100, withCount: true },
};
