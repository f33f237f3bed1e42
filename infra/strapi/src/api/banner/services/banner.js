// Strapi's core service for api::banner.banner: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::banner.banner');
