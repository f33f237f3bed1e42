// What a guest sees instead of their own standing: the call to register (spec issue: guests
// see the programme with a call to register), and a way to sign in.
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';
import { Button, Card } from '@omad/ui';

/** The call itself; the buttons do what the page (or nothing, on the edge) says. */
export const GuestInviteView = ({
  onRegister,
  onSignIn,
}: Readonly<{ onRegister: () => void; onSignIn: () => void }>) => {
  const { t } = useTranslation();
  return (
    <Card
      as="section"
      padding="lg"
      className="omad-loyalty-invite"
      aria-labelledby="loyalty-invite-title"
      data-testid="loyalty-guest"
    >
      <h2 id="loyalty-invite-title">{t('programme.guestTitle')}</h2>
      <p>{t('programme.guestText')}</p>
      <div className="omad-loyalty-invite__actions">
        <Button size="lg" onClick={onRegister}>
          {t('programme.register')}
        </Button>
        <Button variant="secondary" size="lg" onClick={onSignIn}>
          {t('programme.signIn')}
        </Button>
      </div>
    </Card>
  );
};

export const GuestInvite = () => {
  const { bus } = useRemoteProps();
  return (
    <GuestInviteView
      onRegister={() => bus.emit(Events.AuthOpen, { mode: 'register', source: 'loyalty' })}
      onSignIn={() => bus.emit(Events.AuthOpen, { mode: 'login', source: 'loyalty' })}
    />
  );
};
