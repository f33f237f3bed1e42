// Strapi's core router for api::forms-config.forms-config: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::forms-config.forms-config');
