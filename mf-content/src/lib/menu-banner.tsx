// The menu banner (spec sections 2 and 3) on the home page and in the sidebar: texts and art
// from auth-config, chosen for a guest or a signed-in player by menu-banner-model.ts. Its
// space is held by a skeleton until both the content and the session are known.
import { useId } from 'react';
import { Button, Skeleton } from '@omad/ui';
import { Events } from '@omad/contract';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { LinkButton } from './link-button';
import { menuBannerView, type MenuBannerView } from './menu-banner-model';
import { useAuthConfig } from './use-auth-config';
import './menu-banner.css';

type Props = Readonly<{ placement: 'home' | 'sidebar' }>;

const BannerButton = ({ view, placement }: Readonly<{ view: MenuBannerView } & Props>) => {
  const { bus } = useRemoteProps();
  const { action, buttonTitle } = view;
  switch (action.kind) {
    case 'register':
      return (
        <Button
          onClick={() =>
            bus.emit(Events.AuthOpen, { mode: 'register', source: `menu-banner-${placement}` })
          }
        >
          {buttonTitle}
        </Button>
      );
    case 'external':
      return (
        <Button href={action.href} target="_blank" rel="noopener noreferrer">
          {buttonTitle}
        </Button>
      );
    case 'page':
      return <LinkButton to={action.path}>{buttonTitle}</LinkButton>;
  }
};

export const MenuBanner = ({ placement }: Props) => {
  const titleId = useId();
  const content = useAuthConfig();
  const sessionKnown = useSession(
    (state) => state.status === 'success' || state.status === 'error',
  );
  const signedIn = useSession((state) => state.authenticated);

  if (!content.data && content.isError) return null;
  const shell = `omad-menu-banner-box omad-menu-banner-box--${placement}`;
  if (!content.data || !sessionKnown) {
    return (
      <div className={shell} aria-hidden="true">
        <Skeleton variant="block" className="omad-menu-banner omad-menu-banner--skeleton" />
      </div>
    );
  }
  const view = menuBannerView(content.data.menuBanner, signedIn);
  if (!view) return null;
  return (
    <div className={shell}>
      <article
        className="omad-menu-banner"
        aria-labelledby={titleId}
        data-testid="menu-banner"
        data-audience={signedIn ? 'player' : 'guest'}
      >
        {view.image ? (
          <img
            className="omad-menu-banner__image"
            src={view.image}
            alt=""
            width={320}
            height={160}
            loading="lazy"
          />
        ) : null}
        <div className="omad-menu-banner__text">
          {view.subtitle ? <p className="omad-menu-banner__subtitle">{view.subtitle}</p> : null}
          <h2 id={titleId} className="omad-menu-banner__title">
            {view.title}
          </h2>
          <div className="omad-menu-banner__action">
            <BannerButton view={view} placement={placement} />
          </div>
        </div>
      </article>
    </div>
  );
};
