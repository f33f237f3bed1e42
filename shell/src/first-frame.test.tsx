// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstFrame, frameLayout } from './first-frame';
import { ROUTES } from './routing/route-table';

afterEach(cleanup);

/** A path the route's pattern matches: every parameter filled in. */
const samplePath = (pattern: string): string =>
  pattern.replace(/:[^/]+/g, 'x1').replace(/\*$/, 'a/b');

describe('the first frame', () => {
  it.each(ROUTES.map((route) => [route.path, route.layout] as const))(
    'draws %s in the layout of the route table (%s)',
    (pattern, layout) => {
      expect(frameLayout(samplePath(pattern))).toBe(layout);
    },
  );

  it('draws the header with the link home, the switch and skeletons, in the locale', () => {
    const { container } = render(<FirstFrame locale="ru" layout="default" />);
    expect(screen.getByRole('link', { name: 'Главная' }).getAttribute('href')).toBe('/ru');
    expect(screen.getByRole('button', { name: /RU/ }).getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.omad-shell--default .omad-shell-header')).not.toBeNull();
    // Navigation, games search and account: each slot of the header waits in its final size.
    expect(container.querySelectorAll('[data-status="loading"]')).toHaveLength(3);
    expect(container.querySelector('#omad-main .omad-page-pending')).not.toBeNull();
  });

  it('draws the not-found page, in the locale, for a page the edge found absent', () => {
    const { container } = render(<FirstFrame locale="ru" layout="game" absent />);
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/ru');
    expect(container.querySelector('.omad-page-skeleton')).toBeNull();
    cleanup();
    const there = render(<FirstFrame locale="ru" layout="game" />).container;
    expect(there.querySelector('.omad-page-skeleton')).not.toBeNull();
  });

  it('draws no header in the sprite layout', () => {
    const { container } = render(<FirstFrame locale="uz" layout="svg-sprite" />);
    expect(container.querySelector('.omad-shell-header')).toBeNull();
    expect(container.querySelector('main.omad-shell-main--svg-sprite')).not.toBeNull();
  });
});

describe('the first frame with the hero the edge served', () => {
  it('draws the hero image in the page skeleton, the phone image below the breakpoint', () => {
    const { container } = render(
      <FirstFrame
        locale="uz"
        layout="default"
        hero={{ src: '/b/wide.svg', mobileSrc: '/b/phone.svg' }}
      />,
    );
    const hero = container.querySelector('.omad-page-pending [data-testid="page-skeleton-hero"]');
    expect(hero?.querySelector('img')?.getAttribute('src')).toBe('/b/wide.svg');
    expect(hero?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(hero?.querySelector('source')?.getAttribute('srcset')).toBe('/b/phone.svg');
    expect(hero?.querySelector('source')?.getAttribute('media')).toBe('(max-width: 767px)');
  });

  it('draws the plain skeleton without a hero', () => {
    const { container } = render(<FirstFrame locale="uz" layout="default" />);
    expect(container.querySelector('[data-testid="page-skeleton-hero"]')).toBeNull();
    expect(container.querySelector('.omad-page-skeleton')).not.toBeNull();
  });
});

describe('the first frame with the first screen the edge served', () => {
  it('draws the markup the page’s remote drew, in the page region', () => {
    const { container } = render(
      <FirstFrame
        locale="ru"
        layout="default"
        firstScreen={{ app: 'mf-content', html: '<h1 class="omad-cms-page__title">О нас</h1>' }}
      />,
    );
    const drawn = container.querySelector('.omad-page-pending [data-testid="page-first-screen"]');
    expect(drawn?.getAttribute('data-remote')).toBe('mf-content');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('О нас');
    expect(container.querySelector('.omad-page-skeleton')).toBeNull();
  });
});
