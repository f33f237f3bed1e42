// jsdom (26) has HTMLDialogElement without its methods. For component tests that open the
// UI kit's Dialog, showModal(), show() and close() set and clear the `open` attribute and
// close() fires `close`, as the HTML standard says. What only a browser does (the top
// layer, the inert page behind, Escape as a close request) is held by the e2e tests.
export const completeDialogElement = (): void => {
  if (typeof HTMLDialogElement === 'undefined') return;
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const show = function (this: HTMLDialogElement) {
    if (this.open) return;
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  Object.defineProperties(proto, {
    open: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
      set(this: HTMLDialogElement, value: boolean) {
        this.toggleAttribute('open', value);
      },
    },
    returnValue: { configurable: true, writable: true, value: '' },
    show: { configurable: true, writable: true, value: show },
    showModal: { configurable: true, writable: true, value: show },
    close: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement, result?: string) {
        if (!this.open) return;
        this.removeAttribute('open');
        if (result !== undefined) this.returnValue = result;
        queueMicrotask(() => this.dispatchEvent(new Event('close')));
      },
    },
  });
};
