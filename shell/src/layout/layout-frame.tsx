// The layouts of spec section 2: default (header, footer, sidebar, mobile bottom menu),
// game (header only, full-bleed content), empty (content only) and svg-sprite.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@omad/ui';
import type { RouteInfo } from '@omad/contract';
import { Header } from './header';
import { LocaleSwitch } from './locale-switch';
import { useReplayPendingIntent } from './replay-intent';
import { Slot } from './slots';
import { SlotRendererContext, type SlotRenderer } from './slot-renderer';
import './layout.css';

type Props = Readonly<{ route: RouteInfo; children: ReactNode; onAccountReady: () => void }>;

const renderSlot: SlotRenderer = (slot, route) => <Slot slot={slot} route={route} />;

export const LayoutFrame = ({ route, children, onAccountReady }: Props) => {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  useReplayPendingIntent();

  if (route.layout === 'empty' || route.layout === 'svg-sprite') {
    return (
      <main id="omad-main" className={`omad-shell-main omad-shell-main--${route.layout}`}>
        <SlotRendererContext.Provider value={renderSlot}>{children}</SlotRendererContext.Provider>
      </main>
    );
  }
  const isGame = route.layout === 'game';
  return (
    <div className={`omad-shell omad-shell--${route.layout}`}>
      <a className="omad-skip-link" href="#omad-main">
        {t('skipToContent')}
      </a>
      <Header route={route} onOpenMenu={() => setMenuOpen(true)} onAccountReady={onAccountReady} />
      {/* In the flow above the page, so a hint pushes it down rather than covering it; not on
          a game page, whose frame fills the screen below the header. Mounted with the rest of
          the frame, for guests too (it draws nothing for them): mounting mf-auth's second
          expose in the middle of a sign-in re-suspended the header widget's dialogs. */}
      {!isGame ? <Slot slot="account-hints" route={route} /> : null}
      <main id="omad-main" className="omad-shell-main" tabIndex={-1}>
        <SlotRendererContext.Provider value={renderSlot}>{children}</SlotRendererContext.Provider>
      </main>
      {isGame ? null : <Slot slot="footer" route={route} />}
      {isGame ? null : <Slot slot="bottom-menu" route={route} />}
      <Dialog
        open={menuOpen}
        variant="curtain"
        title={t('menu.title')}
        closeLabel={t('menu.close')}
        onClose={() => setMenuOpen(false)}
      >
        <div
          className="omad-shell-drawer"
          onClick={(event) =>
            event.target instanceof Element && event.target.closest('a')
              ? setMenuOpen(false)
              : undefined
          }
        >
          <LocaleSwitch />
          <Slot slot="sidebar" route={route} />
        </div>
      </Dialog>
    </div>
  );
};
