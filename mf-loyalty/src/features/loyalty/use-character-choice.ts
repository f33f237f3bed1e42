// Choosing a character (spec section 4: set locally or through the server, then info is
// reloaded). A player's choice goes to the platform (loyalty.setcharacter); a guest's stays on
// this device and moves to the account after sign-in when the account has none. Changing an
// existing character asks first (spec section 2: change and its confirmation).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyCharacter } from '@omad/contract/api';
import { askConfirm, invalidatePlatform, useRemoteProps } from '@omad/contract/remote';
import {
  forgetGuestCharacter,
  guestCharacterId,
  rememberGuestCharacter,
} from '../../lib/guest-character';
import type { LoyaltyStanding } from '../../lib/loyalty-info';

export const useCharacterChoice = (
  standing: LoyaltyStanding,
  /** The CMS's confirm text, over the remote's own. */
  confirmText: string | null,
) => {
  const { t } = useTranslation();
  const { api, openDialog, queryClient, toast } = useRemoteProps();
  const [guestId, setGuestId] = useState<number | null>(() => guestCharacterId());
  const [saving, setSaving] = useState(false);

  const guest = standing === null;
  const info = standing?.data ?? null;
  const chosenId = guest ? guestId : (info?.character?.id ?? null);

  // A guest's choice joins the account once they sign in without a character of their own.
  useEffect(() => {
    const local = guestCharacterId();
    if (!info || local === null) return;
    forgetGuestCharacter();
    if (info.character !== null) return;
    api.loyalty.setCharacter(local).then(
      () => invalidatePlatform(queryClient, 'loyalty.getInfo'),
      (error: unknown) =>
        console.warn('[mf-loyalty] the guest character did not move to the account', error),
    );
  }, [api, info, queryClient]);

  const choose = useCallback(
    async (character: LoyaltyCharacter) => {
      if (character.id === chosenId) return;
      if (guest) {
        rememberGuestCharacter(character.id);
        setGuestId(character.id);
        toast({
          kind: 'success',
          message: t('programme.characters.saved', { name: character.name }),
        });
        return;
      }
      if (!info) return;
      if (chosenId !== null) {
        const agreed = await askConfirm(openDialog, {
          title: t('programme.characters.confirmTitle'),
          text: confirmText ?? t('programme.characters.confirmText'),
          confirmLabel: t('programme.characters.confirm'),
          cancelLabel: t('programme.characters.cancel'),
          testId: 'character-confirm',
        });
        if (!agreed) return;
      }
      setSaving(true);
      try {
        await api.loyalty.setCharacter(character.id);
        void invalidatePlatform(queryClient, 'loyalty.getInfo');
        toast({
          kind: 'success',
          message: t('programme.characters.saved', { name: character.name }),
        });
      } catch (error) {
        console.warn('[mf-loyalty] loyalty.setcharacter failed', error);
        toast({ kind: 'error', message: t('programme.characters.failed') });
      } finally {
        setSaving(false);
      }
    },
    [api, chosenId, confirmText, guest, info, openDialog, queryClient, t, toast],
  );

  return { chosenId, choose, saving };
};
