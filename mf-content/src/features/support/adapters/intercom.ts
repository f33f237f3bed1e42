// Intercom: https://widget.intercom.io/widget/<app_id> boots from window.intercomSettings
// (app id, the player's user_id, name and e-mail, language_override) and takes over
// window.Intercom, a function that queues calls until then (as Intercom's snippet does).
// Intercom's Messenger API offers no message events (only onShow, onHide,
// onUnreadCountChange with a count, onUserEmailSupplied), so no chat messages are recorded
// for it. `api_base` may name a regional API host (https://api-iam.eu.intercom.io).
import { defineChat, httpsOriginSetting, idSetting } from '../chat-adapter';
import type { IntercomApi } from '../chat-host';

type IntercomConfig = Readonly<{ appId: string; apiBase: string }>;

// The shape of Intercom's snippet: calls go through `c` into `q`, which the widget replays.
const createIntercomStub = (): IntercomApi => {
  const queued: unknown[][] = [];
  const stub: IntercomApi = (...args: unknown[]) => stub.c?.(args);
  stub.q = queued;
  stub.c = (args) => void queued.push(Array.from(args));
  return stub;
};

export const intercomChat = defineChat<IntercomConfig>({
  kind: 'intercom',
  readSettings: (settings) => {
    const appId = idSetting(settings, 'app_id');
    const apiBase = settings.api_base
      ? httpsOriginSetting(settings, 'api_base')
      : 'https://api-iam.intercom.io';
    return appId && apiBase ? { appId, apiBase } : null;
  },
  scriptUrl: ({ appId }) => `https://widget.intercom.io/widget/${appId}`,
  prepare: (host, { appId, apiBase }, context) => {
    const { player } = context;
    host.intercomSettings = {
      api_base: apiBase,
      app_id: appId,
      language_override: context.locale,
      ...(player
        ? {
            user_id: String(player.uid),
            name: player.login,
            ...(player.email ? { email: player.email } : {}),
          }
        : {}),
    };
    if (typeof host.Intercom !== 'function') host.Intercom = createIntercomStub();
  },
  // Calls queue until the Messenger boots, so the chat can be opened once the script is in.
  start: (_host, _config, _context, ready) => ready(),
  open: (host) => {
    host.Intercom?.('show');
  },
});
