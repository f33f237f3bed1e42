// `npm run cms:strapi [-- --admin]`: the real Strapi 5 of infra/strapi on STRAPI_PORT (1337),
// over DATABASE_URL or a throwaway PostgreSQL, seeded with the storefront's content on first
// start; --admin builds (first time) and serves the admin panel. Ctrl-C stops it.
import { startStrapi } from './strapi';

const port = Number(process.env.STRAPI_PORT || 1337);
const admin = process.argv.includes('--admin');
const strapi = await startStrapi({
  port,
  admin,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  production: process.env.NODE_ENV === 'production',
});
console.log(`\nStrapi 5 is running: ${strapi.url}/cms/api (the storefront's reads)`);
if (admin) {
  console.log(`Admin panel: ${strapi.url}/admin — the first visit asks for the first admin user.`);
} else {
  console.log('No admin panel: start with `npm run cms:strapi -- --admin` to edit content.');
}
console.log(`Point the storefront at it: CMS_URL=${strapi.url} npm start (Ctrl-C stops Strapi)`);
const stop = () => void strapi.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
