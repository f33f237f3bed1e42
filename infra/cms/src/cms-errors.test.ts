import { describe, expect, it } from 'vitest';
import { createCms } from './cms';

async function errorOf(app: ReturnType<typeof createCms>['app'], path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  return { status: response.status, body: await response.json() };
}

const { app } = createCms();

describe('errors in Strapi shape', () => {
  it('an unknown content type is 404 NotFoundError', async () => {
    expect(await errorOf(app, '/cms/api/casinos')).toEqual({
      status: 404,
      body: {
        data: null,
        error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
      },
    });
  });

  it('an unknown locale is 400 ValidationError', async () => {
    const { status, body } = await errorOf(app, '/cms/api/config?locale=en');
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    expect(body.error.message).toContain('en');
  });

  it('an unknown filter key, operator or sort key is 400', async () => {
    for (const query of [
      'pages?filters[colour][$eq]=red',
      'pages?filters[slug][$like]=a',
      'pages?sort=colour:asc',
      'pages?pagination[page]=0',
    ]) {
      const { status, body } = await errorOf(app, `/cms/api/${query}`);
      expect([query, status, body.error.name]).toEqual([query, 400, 'ValidationError']);
    }
  });

  it('writes are not allowed', async () => {
    const { status, body } = await errorOf(app, '/cms/api/pages', { method: 'POST', body: '{}' });
    expect(status).toBe(405);
    expect(body.error.name).toBe('MethodNotAllowedError');
  });
});

describe('token', () => {
  const secured = createCms({ token: 'editor-token' }).app;

  it('is required when configured: 401 UnauthorizedError without or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: 'editor-token' },
    ];
    for (const headers of attempts) {
      const { status, body } = await errorOf(secured, '/cms/api/common', { headers });
      expect(status).toBe(401);
      expect(body).toMatchObject({ data: null, error: { status: 401, name: 'UnauthorizedError' } });
    }
  });

  it('lets a request with the right bearer token through', async () => {
    const response = await secured.request('/cms/api/common', {
      headers: { Authorization: 'Bearer editor-token' },
    });
    expect(response.status).toBe(200);
  });

  it('is not needed for media files, which browsers load without headers', async () => {
    const response = await secured.request('/cms/uploads/pay-visa.svg');
    expect(response.status).toBe(200);
  });

  it('is not needed when not configured', async () => {
    expect((await app.request('/cms/api/common')).status).toBe(200);
  });
});

describe('uploads', () => {
  it('serve SVG media with long cache headers', async () => {
    const response = await app.request('/cms/uploads/pay-uzcard.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/^<svg[^>]+viewBox="0 0 120 48"/);
  });

  it('serve real PNG and ICO favicons', async () => {
    const png = new Uint8Array(
      await (await app.request('/cms/uploads/apple-touch-icon.png')).arrayBuffer(),
    );
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR width and height: 180 x 180.
    expect(new DataView(png.buffer).getUint32(16)).toBe(180);
    const ico = new Uint8Array(await (await app.request('/cms/uploads/favicon.ico')).arrayBuffer());
    expect([...ico.slice(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  });

  it('answer 404 for an unknown file', async () => {
    expect((await app.request('/cms/uploads/nope.svg')).status).toBe(404);
  });
});
