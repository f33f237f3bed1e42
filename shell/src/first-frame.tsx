// The shell's first paint: the layout's frame (logo, language switch, the skeletons of the
// navigation, the account corner and the page). The edge draws it into the page with the
// build's server module (server/first-frame.tsx), and the entry takes that markup over with
// React and the UI kit only, while the rest of the shell downloads; a page served without it
// gets it drawn here. It is built from the same parts as the full layout, which replaces it
// in the same root, so nothing moves when it does.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  localizePath,
  splitLocale,
  type FirstScreen,
  type HeroImage,
  type LayoutName,
  type Locale,
} from '@omad/contract';
import { Button, SystemPage } from '@omad/ui';
import '@omad/ui/tokens.css';
import { HeaderFrame } from './layout/header-frame';
import { LocaleButtons } from './layout/locale-buttons';
import { SLOT_OWNERS } from './layout/slot-owners';
import { SLOT_SKELETONS } from './layout/slot-skeletons';
import './layout/layout.css';
import { detectLocale } from './locale/detect';
import { ru, uz } from './locale/texts';
import { RegionFrame } from './remotes/region-frame';
import { PageSkeleton } from './routing/page-skeleton';
import { runtimeConfig } from './runtime-config';

/**
 * The layout of the page at a locale-free path, as far as the frame can tell without the
 * route table (which comes with the rest of the shell); a unit test holds it to the table.
 */
export const frameLayout = (path: string): LayoutName => {
  if (path === '/_icons') return 'svg-sprite';
  if (/^\/(game|platform\/game)\//.test(path)) return 'game';
  return 'default';
};

const SlotFrame = ({
  slot,
  className,
}: Readonly<{
  slot: 'header-nav' | 'header-search' | 'header-account';
  className: string;
}>) => (
  <RegionFrame
    app={SLOT_OWNERS[slot].app}
    expose={SLOT_OWNERS[slot].expose}
    status="loading"
    className={className}
  >
    {SLOT_SKELETONS[slot]}
  </RegionFrame>
);

export type FirstFrameProps = Readonly<{
  locale: Locale;
  layout: LayoutName;
  /** The page's largest image the edge served with it (drawn in the page skeleton). */
  hero?: HeroImage | null;
  /** The top of the page its remote drew on the edge (drawn as the page skeleton). */
  firstScreen?: FirstScreen | null;
  /** No such page (the edge answered 404): the not-found page in place of the skeleton. */
  absent?: boolean;
}>;

export const FirstFrame = ({
  locale,
  layout,
  hero = null,
  firstScreen = null,
  absent = false,
}: FirstFrameProps) => {
  const texts = locale === 'ru' ? ru : uz;
  if (layout === 'empty' || layout === 'svg-sprite')
    return <main id="omad-main" className={`omad-shell-main omad-shell-main--${layout}`} />;
  return (
    <div className="omad-shell-root" data-first-frame="" data-locale={locale}>
      <div className={`omad-shell omad-shell--${layout}`}>
        <a className="omad-skip-link" href="#omad-main">
          {texts.skipToContent}
        </a>
        <HeaderFrame
          menuLabel={texts.menu.open}
          homeLink={(logo) => (
            <a
              href={localizePath('/', locale)}
              className="omad-shell-header__logo"
              aria-label={texts.menu.home}
            >
              {logo}
            </a>
          )}
          nav={<SlotFrame slot="header-nav" className="omad-shell-header__nav" />}
          search={<SlotFrame slot="header-search" className="omad-shell-header__search" />}
          localeSwitch={
            <LocaleButtons
              locale={locale}
              groupLabel={texts.locale.label}
              nameOf={(code) => texts.locale[code]}
            />
          }
          account={<SlotFrame slot="header-account" className="omad-shell-header__account" />}
        />
        <main id="omad-main" className="omad-shell-main" tabIndex={-1}>
          <div className="omad-page-pending">
            {absent ? (
              <SystemPage
                data-system-page="notFound"
                icon="search"
                tone="neutral"
                title={texts.system.notFound.header}
                description={texts.system.notFound.description}
                action={
                  <Button href={localizePath('/', locale)}>{texts.system.notFound.button}</Button>
                }
              />
            ) : (
              <PageSkeleton hero={hero} firstScreen={firstScreen} />
            )}
          </div>
        </main>
      </div>
    </div>
  );
};

let root: Root | null = null;

const rootElement = (): HTMLElement => {
  const container = document.getElementById('omad-root');
  if (!container) throw new Error('#omad-root is missing from index.html');
  return container;
};

/** The React root of #omad-root: the first frame draws into it, then the whole shell. */
export const shellRoot = (): Root => {
  root ??= createRoot(rootElement());
  return root;
};

/** The props of the first frame for the current address, as the edge worked them out. */
const currentFrame = (): FirstFrameProps => {
  const { pathname } = window.location;
  return {
    locale: detectLocale({
      path: pathname,
      cookie: document.cookie,
      browserLanguages: navigator.languages,
    }),
    layout: frameLayout(splitLocale(pathname).path),
    hero: runtimeConfig().hero,
    firstScreen: runtimeConfig().firstScreen,
    absent: runtimeConfig().absent === true,
  };
};

/**
 * Draws the first frame for the current address. When the edge already drew it into the page
 * (server/first-frame.cjs), React takes that markup over rather than drawing it again: the
 * page painted before this script ran, and nothing in it is replaced.
 */
export const drawFirstFrame = (): void => {
  const frame = <FirstFrame {...currentFrame()} />;
  const container = rootElement();
  if (root === null && container.firstElementChild !== null) {
    root = hydrateRoot(container, frame, {
      // A frame the edge drew for another locale (a cookie the edge did not see, say) is
      // drawn again in the browser: worth a word, not an error.
      onRecoverableError: (error) =>
        console.warn('[shell] the first frame the edge drew was drawn again', error),
    });
    return;
  }
  shellRoot().render(frame);
};
