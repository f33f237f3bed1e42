// Campaign popups (spec section 6: signed-in players only): once per sign-in, popups.get
// without a sysname lists the player's campaign popups and the first one not dismissed
// yet opens; closing it records it as dismissed (seen-popups.ts). The hook says where it
// stands, so a page (and a test) can tell "nothing to show" from "not decided yet".
import { useEffect, useRef, useState } from 'react';
import { PopupKind } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { openPopup } from './open-popup';
import { SEEN_CAMPAIGN_POPUPS_KEY, parseSeenIds, withSeenId } from './seen-popups';

/**
 * Where the campaign popups stand: `waiting` for the session, nothing for a `guest`,
 * `checking` a player's list, and for that player `none` to show, one `opened`, or `failed`.
 */
export type CampaignPopupsStatus = 'waiting' | 'guest' | 'checking' | 'none' | 'opened' | 'failed';

type Outcome = Readonly<{ uid: number; status: 'none' | 'opened' | 'failed' }>;

export const useCampaignPopups = (): CampaignPopupsStatus => {
  const host = useRemoteProps();
  const { api, session } = host;
  const latestHost = useRef(host);
  latestHost.current = host;
  const uid = useSession((state) => (state.authenticated ? (state.account?.uid ?? 0) : 0));
  const sessionKnown = useSession((state) => state.status === 'success');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
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
      if (!popup || session.getState().account?.uid !== uid) {
        setOutcome({ uid, status: 'none' });
        return;
      }
      setOutcome({ uid, status: 'opened' });
      openPopup(latestHost.current, popup, () => {
        api.storage
          .set(SEEN_CAMPAIGN_POPUPS_KEY, withSeenId(seen, popup.id))
          .catch((error: unknown) =>
            console.warn('[mf-content] dismissed popup not stored', error),
          );
      });
    })().catch((error: unknown) => {
      console.error('[mf-content] campaign popups failed', error);
      setOutcome({ uid, status: 'failed' });
    });
  }, [api, session, uid]);

  if (uid === 0) return sessionKnown ? 'guest' : 'waiting';
  return outcome?.uid === uid ? outcome.status : 'checking';
};
