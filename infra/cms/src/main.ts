// Usage: CMS_PORT=8082 CMS_TOKEN=secret tsx infra/cms/src/main.ts
// Serves the content API on 127.0.0.1; the edge proxies /cms/* here unchanged.
import { serve } from '@hono/node-server';
import { createCms } from './cms';

const port = Number(process.env.CMS_PORT ?? 8082);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`CMS_PORT must be a port number, got "${process.env.CMS_PORT}"`);
  process.exit(1);
}

const token = process.env.CMS_TOKEN || undefined;
const mediaBaseUrl = process.env.CMS_MEDIA_BASE_URL || undefined;
const { app } = createCms({ token, mediaBaseUrl });

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(
    `[cms] content API on http://127.0.0.1:${info.port}/cms/api (${token ? 'token required' : 'public reads'})`,
  );
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
