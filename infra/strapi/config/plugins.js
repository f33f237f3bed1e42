// Users & permissions signs its tokens with JWT_SECRET. Uploads keep the files as they are
// (no resized copies): the seed's media are SVGs and favicons of exact sizes.
'use strict';

module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  upload: { config: { sizeLimit: 10 * 1024 * 1024, breakpoints: {} } },
});
