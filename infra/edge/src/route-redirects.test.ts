import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShellRoutes } from '@omad/contract/pages';
import { routeRedirect } from './route-redirects';
import { createFixture, edgeOver, SHELL_ROUTES, type Fixture } from './test-fixtures';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(() => fixture.cleanup());

const ROUTES: ShellRoutes = {
  ...SHELL_ROUTES,
  routes: [
    {
      name: 'gamehall-id',
      path: '/gamehall/:id',
      remote: 'mf-gamehall',
      layout: 'default',
      redirect: true,
      redirectTo: '/gamehall?category=:id',
    },
    ...SHELL_ROUTES.routes,
  ],
};

describe("the shell's own redirects at the edge", () => {
  it('send a route the shell redirects where it would, in the visitor’s language', () => {
    expect(routeRedirect(ROUTES, '/gamehall/live%20games')).toBe('/gamehall?category=live%20games');
    expect(routeRedirect(ROUTES, '/ru/cashier/billing')).toBe('/ru/cashier/deposit');
  });

  it('leave every other page, and a build whose table names no target, alone', () => {
    expect(routeRedirect(ROUTES, '/gamehall')).toBeNull();
    expect(routeRedirect(ROUTES, '/about')).toBeNull();
    expect(routeRedirect(null, '/cashier/billing')).toBeNull();
    const older = ROUTES.routes.map(({ redirectTo: _target, ...route }) => route);
    expect(routeRedirect({ ...ROUTES, routes: older }, '/cashier/billing')).toBeNull();
  });

  it('are answered 301 before the page', async () => {
    const { app, close } = await edgeOver(fixture);
    const response = await app.request('/ru/cashier/billing', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/ru/cashier/deposit');
    close();
  });
});
