// Strapi's core service for api::meta-data-tool.meta-data-tool: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::meta-data-tool.meta-data-tool');
