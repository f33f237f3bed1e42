// The home-page seed through the contract's reader, in both locales: the dynamic zone comes
// back in editor order with its media as urls and the FAQ of the SEO settings.
import { describe, expect, it } from 'vitest';
import { createCmsClient, HomeBlockKind, type HomeBlock } from '@omad/contract/cms';
import { createCms } from '../cms';

const { app } = createCms({});

const clientFor = (locale: 'uz' | 'ru') =>
  createCmsClient({
    getLocale: () => locale,
    fetch: async (input, init) => app.request(String(input), init),
  });

const blockOf = <K extends HomeBlock['__component']>(blocks: readonly HomeBlock[], kind: K) =>
  blocks.find(
    (block): block is Extract<HomeBlock, { __component: K }> => block.__component === kind,
  );

describe('home-page seed', () => {
  it('reads the blocks in order, with tiles to the sections and media urls', async () => {
    const { blocks } = await clientFor('uz').getHomePage();
    expect(blocks.map((block) => block.__component)).toEqual([
      HomeBlockKind.Tiles,
      HomeBlockKind.Features,
      HomeBlockKind.RichText,
      HomeBlockKind.Faq,
    ]);
    const tiles = blockOf(blocks, HomeBlockKind.Tiles);
    expect(tiles?.tiles.map((tile) => tile.url)).toEqual([
      '/gamehall',
      '/betting',
      '/offers',
      '/loyalty',
    ]);
    expect(tiles?.tiles[0]?.image).toBe('/cms/uploads/home-tile-gamehall.svg');
    const features = blockOf(blocks, HomeBlockKind.Features);
    expect(features?.items.every((item) => item.icon?.startsWith('/cms/uploads/'))).toBe(true);
  });

  it('has its texts in each language and the FAQ of the SEO settings', async () => {
    const [uz, ru] = await Promise.all([
      clientFor('uz').getHomePage(),
      clientFor('ru').getHomePage(),
    ]);
    const seoRu = await clientFor('ru').getSeoSettings();
    expect(blockOf(ru.blocks, HomeBlockKind.Faq)?.items).toEqual(seoRu.faq);
    expect(blockOf(uz.blocks, HomeBlockKind.Tiles)?.title).toBe("Bo'limlar");
    expect(blockOf(ru.blocks, HomeBlockKind.Tiles)?.title).toBe('Разделы');
    expect(blockOf(ru.blocks, HomeBlockKind.RichText)?.content).toContain('href="/gamehall"');
  });
});
