import { describe, expect, it } from 'vitest';
import { renderShellHtml, serializeRuntimeConfig } from './html';
import type { RuntimeConfig } from './html';

const config = (buildId: string): RuntimeConfig => ({
  env: 'local',
  production: false,
  remotes: [],
  buildId,
  preload: [],
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
