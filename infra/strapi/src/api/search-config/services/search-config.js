// Strapi's core service for api::search-config.search-config: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::search-config.search-config');
