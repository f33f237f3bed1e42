// Strapi's core controller for api::promotion.promotion: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::promotion.promotion');
