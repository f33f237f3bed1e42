// A character's portrait with its name: on the loyalty page, in the character choice and in
// the profile's loyalty summary.
import type { LoyaltyCharacter } from '@omad/contract/api';
import './character-portrait.css';

export const CharacterPortrait = ({
  character,
  size = 'md',
}: Readonly<{ character: LoyaltyCharacter; size?: 'sm' | 'md' | 'lg' }>) => (
  <img
    className={`omad-character-portrait omad-character-portrait--${size}`}
    src={character.image}
    alt=""
    width={size === 'lg' ? 112 : size === 'md' ? 72 : 48}
    height={size === 'lg' ? 112 : size === 'md' ? 72 : 48}
    loading="lazy"
    decoding="async"
  />
);
