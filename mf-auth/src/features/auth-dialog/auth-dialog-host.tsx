// Opens the auth dialog asked for on the bus (auth:open) and reports when it closes.
// PLACEHOLDER: the real sign-in, registration and two-factor forms come with the auth
// issue; until then the dialog says plainly which dialog was asked for.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Dialog } from '@omad/ui';
import { Events, type OmadEvents } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';

type Request = OmadEvents['auth:open'];

export const AuthDialogHost = () => {
  const { t } = useTranslation('auth');
  const { bus } = useRemoteProps();
  const [request, setRequest] = useState<Request | null>(null);

  useEffect(() => {
    const open = (next: Request) => setRequest(next);
    bus.on(Events.AuthOpen, open);
    return () => bus.off(Events.AuthOpen, open);
  }, [bus]);

  if (!request) return null;
  const closable = request.closable ?? true;
  const close = () => {
    setRequest(null);
    bus.emit(Events.AuthClosed, { mode: request.mode, signedIn: false });
  };
  return (
    <Dialog
      open
      variant="popup"
      title={t(`placeholder.${request.mode}`)}
      closable={closable}
      closeLabel={t('placeholder.close')}
      onClose={close}
    >
      <div className="omad-auth-placeholder" data-testid="auth-dialog" data-mode={request.mode}>
        <Badge>{t('placeholder.badge')}</Badge>
        <p>{t('placeholder.description')}</p>
        {closable ? <Button onClick={close}>{t('placeholder.close')}</Button> : null}
      </div>
    </Dialog>
  );
};
