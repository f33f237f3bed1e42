import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ShellRoutesSchema, pageModulesOf } from '@omad/contract/pages';
import { shellRoutesFile } from './routes-file';

// What the edge reads of routes.json, through JSON and the contract's schema.
const published = v.parse(ShellRoutesSchema, JSON.parse(JSON.stringify(shellRoutesFile())));
const pageModules = (pathname: string) => pageModulesOf(published, pathname);

// Not the footer: it loads when it comes near the viewport, so the page does not preload it.
const DEFAULT_SLOTS = [
  { app: 'mf-content', expose: './header-nav' },
  { app: 'mf-gamehall', expose: './header-search' },
  { app: 'mf-auth', expose: './header-account' },
  { app: 'mf-content', expose: './bottom-menu' },
  { app: 'mf-content', expose: './site-services' },
];

const GAME_SLOTS = [
  { app: 'mf-content', expose: './header-nav' },
  { app: 'mf-gamehall', expose: './header-search' },
  { app: 'mf-auth', expose: './header-account' },
  { app: 'mf-content', expose: './site-services' },
];

const keyOf = (module: { app: string; expose: string }) => `${module.app} ${module.expose}`;

describe('the page modules of the published route table', () => {
  it.each(['/', '/ru/', '/ru'])('%s loads the content app and the default layout slots', (path) => {
    expect(pageModules(path)).toEqual([{ app: 'mf-content', expose: './app' }, ...DEFAULT_SLOTS]);
  });

  it('lists each module once and leaves out the drawer-only sidebar', () => {
    const modules = pageModules('/');
    const keys = modules.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('mf-content ./sidebar');
  });

  it.each(['/game/x', '/ru/game/x', '/platform/game/x/play'])(
    '%s loads the game hall app with the game layout slots only',
    (path) => {
      expect(pageModules(path)).toEqual([{ app: 'mf-gamehall', expose: './app' }, ...GAME_SLOTS]);
    },
  );

  it('loads the owning remote of a plain route', () => {
    expect(pageModules('/gamehall')).toEqual([
      { app: 'mf-gamehall', expose: './app' },
      ...DEFAULT_SLOTS,
    ]);
    expect(pageModules('/ru/cashier/deposit')[0]).toEqual({ app: 'mf-cashier', expose: './app' });
  });

  it('gives /restore to the auth app, not to the slug route', () => {
    for (const path of ['/restore', '/ru/restore'])
      expect(pageModules(path)).toEqual([{ app: 'mf-auth', expose: './app' }, ...DEFAULT_SLOTS]);
  });

  it.each(['/cashier/billing', '/profile/bets', '/gamehall/live'])(
    '%s is a shell redirect and loads nothing',
    (path) => {
      expect(pageModules(path)).toEqual([]);
    },
  );

  it('names where each shell redirect goes, for the edge to answer it', () => {
    const targets = Object.fromEntries(
      published.routes
        .filter((route) => route.redirect)
        .map((route) => [route.path, route.redirectTo]),
    );
    expect(targets).toEqual({
      '/cashier/billing': '/cashier/deposit',
      '/gamehall/:id': '/gamehall?category=:id',
      '/profile/bets': '/profile/bets/history',
    });
  });

  it('loads only the slots for a route the shell renders itself', () => {
    expect(pageModules('/responsible-game')).toEqual(DEFAULT_SLOTS);
  });

  it('sends an unknown single segment to the content app through the slug route', () => {
    expect(pageModules('/about')).toEqual([
      { app: 'mf-content', expose: './app' },
      ...DEFAULT_SLOTS,
    ]);
  });

  it('loads nothing for a path no route matches', () => {
    expect(pageModules('/no/such/page')).toEqual([]);
  });

  it('gives the svg sprite page the site services only', () => {
    expect(pageModules('/_icons')).toEqual([
      { app: 'mf-content', expose: './app' },
      { app: 'mf-content', expose: './site-services' },
    ]);
  });
});
