import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HomePageSchema } from './home-types';

const richText = { id: 1, __component: 'home.rich-text', title: null, content: '<p>Hi</p>' };
const faq = {
  id: 1,
  __component: 'home.faq',
  title: 'FAQ',
  items: [{ id: 3, question: 'Q?', answer: 'A.' }],
};

describe('HomePageSchema', () => {
  it('keeps known blocks in editor order and drops their ids', () => {
    const page = v.parse(HomePageSchema, { id: 7, blocks: [faq, richText] });
    expect(page.blocks).toEqual([
      { __component: 'home.faq', title: 'FAQ', items: [{ question: 'Q?', answer: 'A.' }] },
      { __component: 'home.rich-text', title: null, content: '<p>Hi</p>' },
    ]);
  });

  it('leaves out blocks of kinds it does not know yet', () => {
    const page = v.parse(HomePageSchema, {
      blocks: [{ id: 2, __component: 'home.video', url: '/x.mp4' }, richText],
    });
    expect(page.blocks.map((block) => block.__component)).toEqual(['home.rich-text']);
  });

  it('rejects a known block with the wrong content', () => {
    const broken = { ...faq, items: [{ question: 'Q?' }] };
    expect(v.safeParse(HomePageSchema, { blocks: [broken] }).success).toBe(false);
  });

  it('reads an empty dynamic zone as no blocks', () => {
    expect(v.parse(HomePageSchema, { blocks: null }).blocks).toEqual([]);
    expect(v.parse(HomePageSchema, {}).blocks).toEqual([]);
  });

  it('fills optional texts and media with null', () => {
    const page = v.parse(HomePageSchema, {
      blocks: [{ __component: 'home.tiles', tiles: [{ label: 'Games', url: '/gamehall' }] }],
    });
    expect(page.blocks[0]).toEqual({
      __component: 'home.tiles',
      title: null,
      tiles: [{ label: 'Games', url: '/gamehall', description: null, image: null }],
    });
  });
});
