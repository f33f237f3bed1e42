// Where the seven support chat widgets of /support (support.getsettings picks one) load
// their scripts, styles, fonts, images, sounds, frames, sockets and workers from, after
// each vendor's CSP guidance. The policy lists them by name so a chat keeps working when
// the generic https: sources are tightened, and adds what those never covered: their
// WebSockets (https: does not match wss:), fonts, styles, sounds and Crisp's blob: workers.

/** The directives a chat widget needs sources in. */
export type ChatDirective =
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'media-src'
  | 'worker-src';

type VendorSources = Readonly<Partial<Record<ChatDirective, readonly string[]>>>;

export const CHAT_VENDOR_SOURCES: Readonly<Record<string, VendorSources>> = {
  jivo: {
    'script-src': ['https://code.jivosite.com', 'https://*.jivosite.com'],
    'style-src': ['https://*.jivosite.com'],
    'img-src': ['https://*.jivosite.com', 'https://*.jivo.ru'],
    'font-src': ['https://*.jivosite.com'],
    'connect-src': ['https://*.jivosite.com', 'wss://*.jivosite.com', 'https://*.jivo.ru'],
    'frame-src': ['https://*.jivosite.com'],
    'media-src': ['https://*.jivosite.com'],
  },
  tawk: {
    'script-src': ['https://embed.tawk.to', 'https://*.tawk.to', 'https://cdn.jsdelivr.net'],
    'style-src': ['https://*.tawk.to', 'https://fonts.googleapis.com'],
    'img-src': ['https://*.tawk.to', 'https://tawk.link', 'https://cdn.jsdelivr.net'],
    'font-src': ['https://*.tawk.to', 'https://fonts.gstatic.com'],
    'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
    'frame-src': ['https://*.tawk.to'],
    'media-src': ['https://*.tawk.to'],
  },
  livechat: {
    'script-src': ['https://cdn.livechatinc.com', 'https://*.livechatinc.com'],
    'style-src': ['https://*.livechatinc.com'],
    'img-src': [
      'https://*.livechatinc.com',
      'https://*.livechat-files.com',
      'https://*.livechat-static.com',
    ],
    'font-src': ['https://*.livechatinc.com', 'https://*.livechat-static.com'],
    'connect-src': ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
    'frame-src': ['https://*.livechatinc.com'],
    'media-src': ['https://*.livechatinc.com', 'https://*.livechat-static.com'],
  },
  intercom: {
    'script-src': [
      'https://widget.intercom.io',
      'https://app.intercom.io',
      'https://js.intercomcdn.com',
    ],
    'style-src': ['https://*.intercomcdn.com'],
    'img-src': [
      'https://*.intercomcdn.com',
      'https://*.intercomassets.com',
      'https://*.intercomusercontent.com',
    ],
    'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    'connect-src': [
      'https://*.intercom.io',
      'wss://*.intercom.io',
      'https://*.intercomcdn.com',
      'https://*.intercomusercontent.com',
    ],
    'frame-src': ['https://intercom-sheets.com', 'https://*.intercom.io'],
    'media-src': ['https://js.intercomcdn.com', 'https://downloads.intercomcdn.com'],
  },
  crisp: {
    'script-src': ['https://client.crisp.chat', 'https://*.crisp.chat'],
    'style-src': ['https://*.crisp.chat'],
    'img-src': ['https://*.crisp.chat'],
    'font-src': ['https://*.crisp.chat'],
    'connect-src': ['https://*.crisp.chat', 'wss://*.relay.crisp.chat'],
    'frame-src': ['https://*.crisp.chat'],
    'media-src': ['https://*.crisp.chat'],
    'worker-src': ['blob:', 'https://*.crisp.chat'],
  },
  zendesk: {
    'script-src': ['https://static.zdassets.com', 'https://*.zdassets.com'],
    'style-src': ['https://*.zdassets.com'],
    'img-src': [
      'https://*.zdassets.com',
      'https://*.zendesk.com',
      'https://*.zdusercontent.com',
      'https://*.smooch.io',
    ],
    'font-src': ['https://*.zdassets.com'],
    'connect-src': [
      'https://*.zendesk.com',
      'wss://*.zendesk.com',
      'https://*.zdassets.com',
      'https://*.smooch.io',
      'wss://*.smooch.io',
    ],
    'frame-src': ['https://*.zendesk.com', 'https://*.zdassets.com'],
    'media-src': ['https://*.zdassets.com'],
  },
  freshchat: {
    'script-src': [
      'https://wchat.freshchat.com',
      'https://*.freshchat.com',
      'https://*.fw-cdn.com',
    ],
    'style-src': ['https://*.freshchat.com'],
    'img-src': ['https://*.freshchat.com', 'https://*.freshworksapi.com'],
    'font-src': ['https://*.freshchat.com'],
    'connect-src': [
      'https://*.freshchat.com',
      'wss://*.freshchat.com',
      'https://*.freshworksapi.com',
    ],
    'frame-src': ['https://*.freshchat.com'],
    'media-src': ['https://*.freshchat.com'],
  },
};

/** Every chat vendor's sources of one directive, each once, in the table's order. */
export const chatSources = (directive: ChatDirective): readonly string[] => [
  ...new Set(Object.values(CHAT_VENDOR_SOURCES).flatMap((vendor) => vendor[directive] ?? [])),
];
