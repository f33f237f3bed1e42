// Strapi's core controller for api::cashier-config.cashier-config: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::cashier-config.cashier-config');
