// The page region's skeleton while a page loads: a banner, a heading and a block. With a
// hero (the page's largest image, served by the edge with the page) the banner is that
// image in the page's own banner frame (the UI kit's banner tokens), so the page's first
// paint carries it and the page, when it mounts, draws the same image in the same place.
// With a first screen (the top of the page drawn on the edge by the remote that owns it,
// with its stylesheet in the head) it is that markup: the page, when it mounts, draws the
// same over it.
import { Container, Skeleton } from '@omad/ui';
import { MOBILE_BANNER_MEDIA, type FirstScreen, type HeroImage } from '@omad/contract';

/** What the edge served with the document for the top of its page. */
export type DocumentPageStart = Readonly<{
  hero: HeroImage | null;
  firstScreen: FirstScreen | null;
}>;

export const PageSkeleton = ({
  hero = null,
  firstScreen = null,
}: Readonly<Partial<DocumentPageStart>>) => {
  if (firstScreen) {
    return (
      <div
        className="omad-page-first-screen"
        data-testid="page-first-screen"
        data-remote={firstScreen.app}
        // The owning remote's own render on the edge (its texts escaped, its rich text
        // sanitized there), trusted as its code in this page is.
        dangerouslySetInnerHTML={{ __html: firstScreen.html }}
      />
    );
  }
  return hero ? (
    <Container className="omad-page-hero" aria-hidden="true">
      <picture className="omad-page-hero__image" data-testid="page-skeleton-hero">
        {hero.mobileSrc === hero.src ? null : (
          <source media={MOBILE_BANNER_MEDIA} srcSet={hero.mobileSrc} />
        )}
        <img src={hero.src} alt="" width={1200} height={400} fetchPriority="high" />
      </picture>
      <Skeleton variant="block" width="100%" height={240} />
    </Container>
  ) : (
    <div className="omad-page-skeleton" aria-hidden="true">
      <Skeleton variant="block" width="100%" aspectRatio="16 / 5" />
      <Skeleton variant="text" width="40%" height={28} />
      <Skeleton variant="block" width="100%" height={240} />
    </div>
  );
};
