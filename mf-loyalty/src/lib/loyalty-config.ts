// What the content service says about the programme (spec section 6): whether loyalty and
// characters are on, the programme's texts and where the character shows. Until it answers,
// or when it is down, both toggles read as on (a toggle only hides) and the texts are null.
import type { LoyaltyConfig } from '@omad/contract/cms';
import { useCms } from '@omad/contract/remote';

export type LoyaltyToggles = Readonly<{ loyalty: boolean; characters: boolean }>;

export const useLoyaltyToggles = (): LoyaltyToggles => {
  const config = useCms('getConfig');
  return {
    loyalty: config?.features.loyalty ?? true,
    characters: config?.features.characters ?? true,
  };
};

export const useLoyaltyConfig = (): LoyaltyConfig | null => useCms('getLoyaltyConfig');

/** Where the character shows, as the CMS says (spec section 9); both until it answers. */
export const showsCharacterOn = (
  config: LoyaltyConfig | null,
  place: 'profile' | 'loyalty',
): boolean => {
  const setting = config?.characterDisplayPlace ?? 'both';
  return setting === 'both' || setting === place;
};

/** The CMS's texts of a level, when it names one, over the platform's own. */
export const levelTexts = (
  config: LoyaltyConfig | null,
  level: number,
): Readonly<{ name: string; description: string }> | null =>
  config?.levels.find((entry) => entry.level === level) ?? null;
