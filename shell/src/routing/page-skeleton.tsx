// The page region's skeleton while a page loads: a banner, a heading and a block.
import { Skeleton } from '@omad/ui';

export const PageSkeleton = () => (
  <div className="omad-page-skeleton" aria-hidden="true">
    <Skeleton variant="block" width="100%" aspectRatio="16 / 5" />
    <Skeleton variant="text" width="40%" height={28} />
    <Skeleton variant="block" width="100%" height={240} />
  </div>
);
