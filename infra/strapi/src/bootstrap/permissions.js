// The public role may make exactly the storefront's reads: `find` on each content type (a
// single type's entry, or a collection filtered and paged). No findOne by documentId (the
// storefront never asks for one), no write, no other plugin's route; a permission granted
// before that is none of these is taken back.
'use strict';

exports.allowPublicReads = async (strapi) => {
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const wanted = Object.keys(strapi.contentTypes)
    .filter((uid) => uid.startsWith('api::'))
    .map((uid) => `${uid}.find`);
  for (const action of wanted) {
    const found = await permissions.findOne({ where: { action, role: role.id } });
    if (!found) await permissions.create({ data: { action, role: role.id } });
  }
  const granted = await permissions.findMany({ where: { role: role.id } });
  for (const permission of granted) {
    if (permission.action.startsWith('api::') && !wanted.includes(permission.action))
      await permissions.delete({ where: { id: permission.id } });
  }
};
