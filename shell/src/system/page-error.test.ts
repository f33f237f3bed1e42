import { describe, expect, it } from 'vitest';
import { ErrorType, PlatformError } from '@omad/contract/api';
import { createPageErrorStore, systemPageFor } from './page-error';

const platformError = (type: PlatformError['type'], status: number, data = {}) =>
  new PlatformError({ type, status, message: type, method: 'account.getInfo', data });

describe('systemPageFor (spec section 2)', () => {
  it.each([
    [404, undefined, 'notFound'],
    [403, undefined, 'forbidden'],
    [503, undefined, 'maintenance'],
    [500, ErrorType.ApplicationDisabled, 'maintenance'],
    [503, ErrorType.ApplicationUnavailable, 'maintenance'],
    [403, ErrorType.UserBanned, 'userBlocked'],
    [500, undefined, 'notFound'],
    [418, ErrorType.InvalidParameter, 'notFound'],
  ] as const)('status %s type %s -> %s', (status, type, page) => {
    expect(systemPageFor(status, type)).toBe(page);
  });
});

describe('createPageErrorStore', () => {
  it('shows fatal platform errors and keeps them across navigation', () => {
    const store = createPageErrorStore();
    store.fromPlatform(platformError(ErrorType.UserBanned, 403, { ban_type: 'full' }));
    expect(store.store.getState()).toMatchObject({
      page: 'userBlocked',
      fatal: true,
      banType: 'full',
    });
    store.clearOnNavigation();
    expect(store.store.getState().page).toBe('userBlocked');
  });

  it('ignores ordinary failures', () => {
    const store = createPageErrorStore();
    store.fromPlatform(platformError(ErrorType.InvalidParameter, 400));
    store.fromPlatform(platformError(ErrorType.Authorization, 401));
    expect(store.store.getState().page).toBeNull();
  });

  it('treats any 403 as forbidden and maintenance types as maintenance', () => {
    const forbidden = createPageErrorStore();
    forbidden.fromPlatform(platformError(ErrorType.AccessDenied, 403));
    expect(forbidden.store.getState().page).toBe('forbidden');
    const maintenance = createPageErrorStore();
    maintenance.fromPlatform(platformError(ErrorType.ApplicationDisabled, 503));
    expect(maintenance.store.getState().page).toBe('maintenance');
  });

  it('clears a remote not-found on the next route, but never overrides a fatal page', () => {
    const store = createPageErrorStore();
    store.fromRemote(404);
    expect(store.store.getState().page).toBe('notFound');
    store.clearOnNavigation();
    expect(store.store.getState().page).toBeNull();
    store.fromPlatform(platformError(ErrorType.ApplicationUnavailable, 503));
    store.fromRemote(404);
    expect(store.store.getState().page).toBe('maintenance');
  });
});
