import { describe, expect, it } from 'vitest';
import { readManifest, scriptSources } from './app-sizes';

describe('scriptSources', () => {
  it("lists the page's own scripts, not those of other origins", () => {
    const html = `<script>inline()</script>
      <script defer src="/static/js/main.1234.js"></script>
      <script src="https://cdn.example.com/x.js"></script>
      <script type="module" src="/static/js/sync.5678.js"></script>`;
    expect(scriptSources(html)).toEqual(['/static/js/main.1234.js', '/static/js/sync.5678.js']);
  });

  it('lists the bundles the shell starts after the first paint, in order', () => {
    const html = `<script data-omad-bundles="/static/js/a.1.js /static/js/b.2.js">start()</script>`;
    expect(scriptSources(html)).toEqual(['/static/js/a.1.js', '/static/js/b.2.js']);
  });
});

describe('readManifest', () => {
  it("finds remoteEntry, the ./app expose's sync files and the shared packages' files", () => {
    const manifest = readManifest({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { js: { sync: ['static/js/react.js'] } } }],
      exposes: [
        { path: './footer', assets: { js: { sync: ['static/js/footer.js'] } } },
        { path: './app', assets: { js: { sync: ['static/js/app.js', 'static/js/react.js'] } } },
      ],
    });
    expect(manifest.remoteEntry).toBe('remoteEntry.js');
    expect(manifest.appFiles).toEqual(['static/js/app.js', 'static/js/react.js']);
    expect([...manifest.sharedFiles]).toEqual(['static/js/react.js']);
  });

  it('has no app files when nothing is exposed as ./app', () => {
    expect(readManifest({ exposes: [] }).appFiles).toBeNull();
  });
});
