// The public role may read every content type the storefront reads, and nothing else: find
// on each type, and findOne on collections. No write, no other plugin's route.
'use strict';

exports.allowPublicReads = async (strapi) => {
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const wanted = Object.entries(strapi.contentTypes)
    .filter(([uid]) => uid.startsWith('api::'))
    .flatMap(([uid, type]) =>
      type.kind === 'collectionType' ? [`${uid}.find`, `${uid}.findOne`] : [`${uid}.find`],
    );
  for (const action of wanted) {
    const found = await permissions.findOne({ where: { action, role: role.id } });
    if (!found) await permissions.create({ data: { action, role: role.id } });
  }
};
