// Campaign popups (spec section 6: signed-in players only): once per sign-in, popups.get
// without a sysname lists the player's campaign popups and the first one not dismissed
// yet opens; closing it records it as dismissed (seen-popups.ts).
import { useEffect, useRef } from 'react';
import { PopupKind } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { openPopup } from './open-popup';
import { SEEN_CAMPAIGN_POPUPS_KEY, parseSeenIds, withSeenId } from './seen-popups';

export const useCampaignPopups = (): void => {
  const host = useRemoteProps();
  const { api, session } = host;
  const latestHost = useRef(host);
  latestHost.current = host;
  const uid = useSession((state) => (state.authenticated ? (state.account?.uid ?? 0) : 0));
  // The player they were last looked up for: a new sign-in looks again.
  const checkedFor = useRef(0);

  useEffect(() => {
    if (uid === 0) {
      checkedFor.current = 0;
      return;
    }
    if (checkedFor.current === uid) return;
    checkedFor.current = uid;
    (async () => {
      const [{ items }, stored] = await Promise.all([
        api.popups.get(),
        api.storage.get([SEEN_CAMPAIGN_POPUPS_KEY]),
      ]);
      const seen = parseSeenIds(stored[SEEN_CAMPAIGN_POPUPS_KEY]);
      const popup = items.find(
        (item) => item.kind === PopupKind.Campaign && !seen.includes(item.id),
      );
      // Signed out (or someone else signed in) meanwhile: not theirs to see.
      if (!popup || session.getState().account?.uid !== uid) return;
      openPopup(latestHost.current, popup, () => {
        api.storage
          .set(SEEN_CAMPAIGN_POPUPS_KEY, withSeenId(seen, popup.id))
          .catch((error: unknown) =>
            console.warn('[mf-content] dismissed popup not stored', error),
          );
      });
    })().catch((error: unknown) => console.error('[mf-content] campaign popups failed', error));
  }, [api, session, uid]);
};
