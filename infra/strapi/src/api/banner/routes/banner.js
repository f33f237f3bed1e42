// Strapi's core router for api::banner.banner: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::banner.banner');
