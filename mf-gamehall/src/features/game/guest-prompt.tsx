// What a guest is offered instead of real play: registration or sign-in (the auth remote's
// dialogs, asked for over the bus). The same offer is the demo-mode dialog of spec section 2
// (a guest choosing real money, or arriving at a game without demo) and, once that dialog is
// closed, the panel in the game's stage.
import { useTranslation } from 'react-i18next';
import { Events, type AuthDialogMode } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';
import { Button, Dialog } from '@omad/ui';

type OfferProps = Readonly<{ gameName: string; hasDemo: boolean; onChosen?: () => void }>;

const AuthButtons = ({ onChosen }: Readonly<{ onChosen?: () => void }>) => {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const open = (mode: AuthDialogMode) => {
    onChosen?.();
    bus.emit(Events.AuthOpen, { mode, source: 'game' });
  };
  return (
    <div className="omad-gh-game__actions">
      <Button onClick={() => open('register')}>{t('gamePage.guest.register')}</Button>
      <Button variant="secondary" onClick={() => open('login')}>
        {t('gamePage.guest.signIn')}
      </Button>
    </div>
  );
};

export const GuestPanel = ({ gameName, hasDemo }: OfferProps) => {
  const { t } = useTranslation();
  return (
    <section
      className="omad-gh-game__center omad-gh-game__panel"
      aria-labelledby="omad-gh-guest-title"
      data-testid="guest-prompt"
    >
      <h2 id="omad-gh-guest-title" className="omad-gh-game__panel-title">
        {t('gamePage.guest.title')}
      </h2>
      <p className="omad-gh-game__panel-text">
        {t(hasDemo ? 'gamePage.guest.text' : 'gamePage.guest.noDemoText', { name: gameName })}
      </p>
      <AuthButtons />
    </section>
  );
};

export const DemoModeDialog = ({
  gameName,
  hasDemo,
  onClose,
}: OfferProps & { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      variant="popup"
      title={t('gamePage.guest.title')}
      closeLabel={t('gamePage.close')}
      onClose={onClose}
      footer={<AuthButtons onChosen={onClose} />}
    >
      <p className="omad-gh-game__dialog-text">
        {t(hasDemo ? 'gamePage.guest.text' : 'gamePage.guest.noDemoText', { name: gameName })}
      </p>
    </Dialog>
  );
};
