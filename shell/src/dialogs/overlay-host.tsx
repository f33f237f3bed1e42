// Renders the open dialogs (popup, confirm, curtain) and the toasts below the header.
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Dialog, Toast, ToastViewport } from '@omad/ui';
import type { OverlayStore } from './dialog-store';

export const OverlayHost = ({ overlays }: Readonly<{ overlays: OverlayStore }>) => {
  const { t } = useTranslation('shell');
  const dialogs = useStore(overlays.store, (state) => state.dialogs);
  const toasts = useStore(overlays.store, (state) => state.toasts);
  return (
    <>
      {dialogs.map(({ id, request }) => (
        <Dialog
          key={id}
          open
          variant={request.kind}
          title={request.title}
          closable={request.closable ?? true}
          closeLabel={t('dialog.close')}
          onClose={() => overlays.closeDialog(id)}
        >
          {request.render(() => overlays.closeDialog(id))}
        </Dialog>
      ))}
      <ToastViewport>
        {toasts.map(({ id, request }) => (
          <Toast
            key={id}
            kind={request.kind}
            title={request.message}
            dismissLabel={t('dialog.close')}
            onDismiss={() => overlays.dismissToast(id)}
          />
        ))}
      </ToastViewport>
    </>
  );
};
