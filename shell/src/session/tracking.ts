// Customer-tracking identity (spec section 1): set on sign-in or registration, cleared on
// sign-out. Pushed to the page's data layer, where a tag manager picks it up.

type DataLayerEntry = Readonly<Record<string, unknown>>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

const push = (entry: DataLayerEntry): void => {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
};

export const customerTracking = {
  identify(uid: number, via: string): void {
    push({ event: 'customer_identify', customer_id: String(uid), via });
  },
  reset(): void {
    push({ event: 'customer_reset', customer_id: null });
  },
};
