// The globals the seven chat vendors read and define on the page, typed as far as the
// adapters use them. Vendors' event payloads stay `unknown`: they are read with guards.

/** A vendor callback; what it is called with is the vendor's business. */
type VendorCallback = (...args: unknown[]) => void;

export type JivoApi = Readonly<{
  open: () => unknown;
  setContactInfo?: (info: Readonly<{ name?: string; email?: string }>) => void;
  setCustomData?: (fields: ReadonlyArray<Readonly<{ title: string; content: string }>>) => void;
}>;

export type TawkApi = {
  onLoad?: () => void;
  onChatStarted?: VendorCallback;
  onChatMessageVisitor?: VendorCallback;
  onChatMessageAgent?: VendorCallback;
  visitor?: Readonly<{ name: string; email?: string }>;
  maximize?: () => void;
  setAttributes?: (attributes: Readonly<Record<string, string>>, done?: VendorCallback) => void;
};

/** LiveChat's `window.__lc`, read by tracking.js. */
export type LiveChatConfig = {
  license: number;
  integration_name: string;
  product_name: string;
  visitor?: Readonly<{ name: string; email?: string }>;
  params?: ReadonlyArray<Readonly<{ name: string; value: string }>>;
};

/** LiveChat's widget API (the queueing stub until tracking.js takes over). */
export type LiveChatWidgetApi = {
  _q: unknown[][];
  _h: ((command: unknown[]) => unknown) | null;
  _v: string;
  on: (...args: unknown[]) => void;
  once: (...args: unknown[]) => void;
  off: (...args: unknown[]) => void;
  get: (...args: unknown[]) => unknown;
  call: (...args: unknown[]) => void;
};

/** Intercom's function API (the queueing stub until the widget takes over). */
export type IntercomApi = ((...args: unknown[]) => unknown) & {
  q?: unknown[][];
  c?: (args: ArrayLike<unknown>) => void;
};

/** Crisp's `$crisp`: an array of queued commands until l.js replaces it. */
export type CrispQueue = Readonly<{
  push: (command: unknown[]) => unknown;
  get?: (key: string) => unknown;
}>;

/** Zendesk's `zE` (defined by snippet.js itself). */
export type ZendeskApi = (...args: unknown[]) => unknown;

export type FreshchatApi = Readonly<{
  init: (options: Readonly<Record<string, unknown>>) => void;
  on: (event: string, handler: VendorCallback) => void;
  open: () => void;
}>;

/** The page's window as the chat adapters see it. */
export type ChatHost = {
  jivo_api?: JivoApi;
  jivo_onLoadCallback?: () => void;
  jivo_onMessageSent?: VendorCallback;
  jivo_onMessageReceived?: VendorCallback;
  Tawk_API?: TawkApi;
  Tawk_LoadStart?: Date;
  __lc?: LiveChatConfig;
  LiveChatWidget?: LiveChatWidgetApi;
  intercomSettings?: Readonly<Record<string, unknown>>;
  Intercom?: IntercomApi;
  $crisp?: CrispQueue;
  CRISP_WEBSITE_ID?: string;
  CRISP_RUNTIME_CONFIG?: Readonly<{ locale: string }>;
  zE?: ZendeskApi;
  fcWidget?: FreshchatApi;
};

/** The browser window with the vendors' globals (a global object, not network data). */
export const browserChatHost = (): ChatHost => window as Window & ChatHost;
