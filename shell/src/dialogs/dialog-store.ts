// The dialog and toast queues behind RemoteProps.openDialog and RemoteProps.toast.
import { createStore } from 'zustand/vanilla';
import type { DialogHandle, DialogRequest, ToastRequest } from '@omad/contract';
import { TOAST_DURATION_MS } from '@omad/contract/format';

export type OpenDialog = Readonly<{ id: number; request: DialogRequest }>;
export type OpenToast = Readonly<{ id: number; request: ToastRequest }>;

type OverlayState = Readonly<{ dialogs: readonly OpenDialog[]; toasts: readonly OpenToast[] }>;

export const createOverlayStore = () => {
  const store = createStore<OverlayState>()(() => ({ dialogs: [], toasts: [] }));
  let nextId = 1;

  const closeDialog = (id: number): void => {
    const entry = store.getState().dialogs.find((dialog) => dialog.id === id);
    if (!entry) return;
    store.setState((state) => ({ dialogs: state.dialogs.filter((dialog) => dialog.id !== id) }));
    entry.request.onClose?.();
  };

  const openDialog = (request: DialogRequest): DialogHandle => {
    const id = nextId++;
    store.setState((state) => ({ dialogs: [...state.dialogs, { id, request }] }));
    return { close: () => closeDialog(id) };
  };

  const dismissToast = (id: number): void => {
    store.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  };

  const toast = (request: ToastRequest): void => {
    const id = nextId++;
    store.setState((state) => ({ toasts: [...state.toasts, { id, request }] }));
    setTimeout(() => dismissToast(id), request.durationMs ?? TOAST_DURATION_MS);
  };

  return { store, openDialog, closeDialog, toast, dismissToast };
};

export type OverlayStore = ReturnType<typeof createOverlayStore>;
