// Strapi's core router for api::meta-data-tool.meta-data-tool: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::meta-data-tool.meta-data-tool');
