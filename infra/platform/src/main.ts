// Usage: PLATFORM_PORT=8081 [DATA_DIR=...] [DATABASE_URL=postgres://...] tsx src/main.ts
// Serves the reference platform API on 127.0.0.1 until SIGINT or SIGTERM.
import { serve } from '@hono/node-server';
import { createPlatform } from './platform';

const portText = process.env.PLATFORM_PORT ?? '8081';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
  console.error(`PLATFORM_PORT must be a port number (1-65535), got '${portText}'`);
  process.exit(1);
}

const platform = await createPlatform({
  dataDir: process.env.DATA_DIR,
  databaseUrl: process.env.DATABASE_URL,
  production: process.env.NODE_ENV === 'production',
}).catch((error: unknown) => {
  console.error('[platform] could not start:', error);
  process.exit(1);
});

const server = serve({ fetch: platform.app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`[platform] listening on http://127.0.0.1:${info.port}`);
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[platform] ${signal}: shutting down`);
  server.close(() => {
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[platform] closing the database failed:', error);
        process.exit(1);
      },
    );
  });
  // Idle keep-alive connections would hold server.close() open.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => process.exit(1), 5000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
