import { describe, expect, it } from 'vitest';
import { heroPreloadLinks, renderShellHtml, serializeRuntimeConfig } from './html';
import type { RuntimeConfig } from '@omad/contract';

const config = (buildId: string): RuntimeConfig => ({
  env: 'local',
  production: false,
  remotes: [],
  buildId,
  preload: [],
  firstReads: [],
  firstScreen: null,
  hero: null,
});

describe('a first screen in HTML', () => {
  const TEMPLATE =
    '<head><!-- omad:runtime -->\n<link href="/static/css/main.css" rel="stylesheet"></head><body></body>';
  const withScreen: RuntimeConfig = {
    ...config('b1'),
    firstScreen: { app: 'mf-content', html: '<h1>Biz haqimizda</h1>' },
  };

  it('inlines its stylesheet after the shell’s and preloads its images', () => {
    const html = renderShellHtml(TEMPLATE, withScreen, 'N', {
      style: '.omad-cms-page{padding:0}',
      images: ['/cms/uploads/a.svg'],
    });
    const shellCss = html.indexOf('/static/css/main.css');
    const style = html.indexOf(
      '<style data-first-screen="mf-content">.omad-cms-page{padding:0}</style>',
    );
    expect(shellCss).toBeGreaterThan(0);
    expect(style).toBeGreaterThan(shellCss);
    expect(style).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/cms/uploads/a.svg">',
    );
    // The markup travels in the config, escaped like any value there.
    expect(html).toContain('\\u003ch1>Biz haqimizda\\u003c/h1>');
  });

  it('adds nothing without a first screen, or a stylesheet that could close its element', () => {
    const extras = { style: '.x{}', images: ['/a.png'] };
    expect(renderShellHtml(TEMPLATE, config('b1'), 'N', extras)).not.toMatch(/<style|as="image"/);
    expect(
      renderShellHtml(TEMPLATE, withScreen, 'N', {
        style: 'a{}</style><script>x()</script>',
        images: [],
      }),
    ).not.toContain('<style');
  });
});

describe('runtime config in HTML', () => {
  it('escapes every < so data cannot end the script or open a comment', () => {
    const json = serializeRuntimeConfig(config('</script><!--'));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(config('</script><!--'));
  });

  it('takes $ patterns in data literally', () => {
    const html = renderShellHtml('<head><!-- omad:runtime --></head>', config("$& $' $`"), 'n0nce');
    expect(html).toBe(
      `<head><script nonce="n0nce">window.__OMAD__ = ${serializeRuntimeConfig(config("$& $' $`"))}</script></head>`,
    );
  });

  it('adds the nonce to script tags that lack one and leaves the rest alone', () => {
    const html = renderShellHtml(
      '<head><!-- omad:runtime --><script src="/a.js"></script><script nonce="x" src="/b.js"></script><scripts></scripts></head>',
      config('b1'),
      'N',
    );
    expect(html).toContain('<script nonce="N" src="/a.js">');
    expect(html).toContain('<script nonce="x" src="/b.js">');
    expect(html).toContain('<scripts>');
  });

  it('still inlines the config before </head> when the marker is missing', () => {
    const html = renderShellHtml(
      '<html><head><title>t</title></head><body></body></html>',
      config('b1'),
      'N',
    );
    expect(html).toMatch(
      /<title>t<\/title><script nonce="N">window\.__OMAD__ = .*<\/script><\/head>/,
    );
  });
});

describe("the shell's first frame in HTML", () => {
  it('goes into the root element, and a template without one is left as it is', () => {
    const template = '<head><!-- omad:runtime --></head><body><div id="omad-root"></div></body>';
    const html = renderShellHtml(template, config('b'), 'n0nce', undefined, '<header>$&</header>');
    expect(html).toContain('<div id="omad-root"><header>$&</header></div>');
    const bare = renderShellHtml(
      '<body><div id="app"></div></body>',
      config('b'),
      'n',
      undefined,
      '<x>',
    );
    expect(bare).not.toContain('<x>');
  });
});

describe('the hero image in the head', () => {
  it('is preloaded at high priority ahead of the config, one link when both sizes agree', () => {
    const html = renderShellHtml(
      '<head><!-- omad:runtime --></head>',
      { ...config('b1'), hero: { src: '/b/2.svg', mobileSrc: '/b/2.svg' } },
      'N',
    );
    expect(html).toMatch(
      /^<head><link rel="preload" as="image" fetchpriority="high" href="\/b\/2\.svg"><script nonce="N">/,
    );
  });

  it('names the phone image for narrow screens and the wide one for the rest', () => {
    expect(heroPreloadLinks({ src: '/wide.svg', mobileSrc: '/phone.svg' })).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/phone.svg" media="(max-width: 767px)">' +
        '<link rel="preload" as="image" fetchpriority="high" href="/wide.svg" media="(min-width: 768px)">',
    );
  });

  it('escapes what the address carries and adds nothing without a hero', () => {
    expect(
      heroPreloadLinks({ src: '/a.svg?x=1&y="2"<', mobileSrc: '/a.svg?x=1&y="2"<' }),
    ).toContain('href="/a.svg?x=1&amp;y=&quot;2&quot;&lt;"');
    expect(heroPreloadLinks(null)).toBe('');
  });
});
