// The CMS blocks under the home banners, in the order editors arranged them. While they
// load, skeletons hold roughly their space; if they cannot load, home shows the rest.
import { Skeleton } from '@omad/ui';
import { HomeBlockKind, type HomeBlock } from '@omad/contract/cms';
import { usePageSeo } from '@omad/contract/remote';
import { FaqBlock, FeaturesBlock, RichTextBlock, TilesBlock } from './block-views';
import { useHomeBlocks } from './use-home-page';

const Block = ({ block }: Readonly<{ block: HomeBlock }>) => {
  switch (block.__component) {
    case HomeBlockKind.Tiles:
      return <TilesBlock block={block} />;
    case HomeBlockKind.Features:
      return <FeaturesBlock block={block} />;
    case HomeBlockKind.RichText:
      return <RichTextBlock block={block} />;
    case HomeBlockKind.Faq:
      return <FaqBlock block={block} />;
  }
};

const BlocksSkeleton = () => (
  <div className="omad-home-blocks" aria-hidden="true" data-testid="home-blocks-loading">
    <Skeleton variant="text" width={200} height={28} />
    <div className="omad-home-tiles">
      {[1, 2, 3, 4].map((key) => (
        <Skeleton key={key} variant="block" className="omad-home-tile__skeleton" />
      ))}
    </div>
  </div>
);

export const HomeBlocks = () => {
  const blocks = useHomeBlocks();
  const hasFaq = blocks.data?.some((block) => block.__component === HomeBlockKind.Faq) ?? false;
  // The FAQ block repeats the questions of the SEO settings, which the head's FAQPage data is
  // built from: with the block on the page, that structured data describes what is shown.
  usePageSeo(hasFaq ? { structuredData: ['FAQPage'] } : null);

  if (blocks.isPending) return <BlocksSkeleton />;
  // The blocks are extra content: without them home still shows its banners.
  if (!blocks.data) return null;
  return (
    <div className="omad-home-blocks">
      {blocks.data.map((block, index) => (
        <Block key={`${block.__component}-${index}`} block={block} />
      ))}
    </div>
  );
};
