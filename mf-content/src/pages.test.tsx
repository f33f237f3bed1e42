// @vitest-environment jsdom
// The remote readies the page it mounts at: a CMS page's content is read once, ahead.
import { describe, expect, it } from 'vitest';
import type { CmsClient } from '@omad/contract/cms';
import { cmsKey, pageRoutes } from '@omad/contract/remote';
import { createTestHost } from './testing/test-host';
import { PAGES } from './pages';

const { prepare: prepareRoute } = pageRoutes(PAGES);

const hostAt = (pathname: string, locale: 'uz' | 'ru' = 'uz') => {
  const reads: string[] = [];
  const getPage = (slug: string) => {
    reads.push(slug);
    return Promise.resolve({ slug, title: slug, content: '<p>x</p>', seo: null });
  };
  const host = createTestHost({
    locale,
    location: { pathname },
    overrides: { cms: { getPage } as unknown as CmsClient },
  });
  return { props: host.props, reads };
};

describe('preparing the route the remote mounts at', () => {
  it('reads a CMS page ahead into the query cache, for its slug', async () => {
    const { props, reads } = hostAt('/ru/about', 'ru');
    await prepareRoute(props);
    expect(reads).toEqual(['about']);
    // In the page's query cache, under the key its page reads.
    expect(props.queryClient.getQueryData(cmsKey('getPage', 'about'))).toMatchObject({
      slug: 'about',
    });
  });

  it('reads nothing for pages that read nothing first, or that are not its own chunks', async () => {
    for (const path of ['/support', '/ru/betting', '/', '/confirmation/success']) {
      const { props, reads } = hostAt(path);
      await prepareRoute(props);
      expect(reads, path).toEqual([]);
    }
  });
});
