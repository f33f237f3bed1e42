// RichText loaded on demand: its HTML sanitizer (DOMPurify) is most of its weight, and the
// home page shows rich text only below its banners, so the page paints without it.
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@omad/ui';

const RichTextView = lazy(() =>
  import('./rich-text').then(({ RichText }) => ({ default: RichText })),
);

export const LazyRichText = (props: ComponentProps<typeof RichTextView>) => (
  <Suspense fallback={<Skeleton variant="text" lines={3} />}>
    <RichTextView {...props} />
  </Suspense>
);
