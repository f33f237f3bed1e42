// Strapi's core service for api::web-setting.web-setting: the REST reads and writes of spec section 7.
'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::web-setting.web-setting');
