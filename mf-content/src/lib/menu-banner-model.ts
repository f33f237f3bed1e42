// What the menu banner of auth-config shows (spec sections 2 and 3): a signed-in player
// sees its own texts and a button to buttonSlug, or to the offers index without one; a guest
// sees the public texts and a button that opens registration. Nothing when isExist is off.
import type { AuthConfig } from '@omad/contract/cms';

/** Where the banner's button leads. */
export type MenuBannerAction =
  | Readonly<{ kind: 'page'; path: string }>
  | Readonly<{ kind: 'external'; href: string }>
  | Readonly<{ kind: 'register' }>;

export type MenuBannerView = Readonly<{
  title: string;
  subtitle: string;
  image: string | null;
  buttonTitle: string;
  action: MenuBannerAction;
}>;

export const OFFERS_PATH = '/offers';

/** The signed-in player's target: buttonSlug as a path or URL, the offers index when empty. */
export const signedInTarget = (buttonSlug: string | null): MenuBannerAction => {
  const slug = buttonSlug?.trim() ?? '';
  // Empty, or a protocol-relative '//host' that would leave the site as if it were a path.
  if (slug === '' || /^[\\/]{2}/.test(slug)) return { kind: 'page', path: OFFERS_PATH };
  if (/^https?:\/\//i.test(slug)) return { kind: 'external', href: slug };
  // A bare slug ('weekly-cashback') is a page of the site like any other path.
  return { kind: 'page', path: slug.startsWith('/') ? slug : `/${slug}` };
};

export const menuBannerView = (
  banner: AuthConfig['menuBanner'],
  signedIn: boolean,
): MenuBannerView | null => {
  if (!banner.isExist) return null;
  return signedIn
    ? {
        title: banner.title,
        subtitle: banner.subtitle,
        image: banner.image,
        buttonTitle: banner.buttonTitle,
        action: signedInTarget(banner.buttonSlug),
      }
    : {
        title: banner.publicTitle,
        subtitle: banner.publicSubtitle,
        image: banner.publicImage,
        buttonTitle: banner.publicButtonTitle,
        action: { kind: 'register' },
      };
};
