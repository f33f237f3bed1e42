// The character change dialog's body (spec section 2): every character as a button, the
// chosen one marked. It renders in the shell's dialog host, outside this remote's providers,
// so it takes its texts ready-made.
import type { LoyaltyCharacter } from '@omad/contract/api';
import { CharacterPortrait } from '../../lib/character-portrait';

export const CharacterPicker = ({
  characters,
  chosenId,
  chosenLabel,
  onPick,
}: Readonly<{
  characters: readonly LoyaltyCharacter[];
  chosenId: number | null;
  chosenLabel: string;
  onPick: (character: LoyaltyCharacter) => void;
}>) => (
  <ul className="omad-character-picker" data-testid="character-picker">
    {characters.map((character) => {
      const chosen = character.id === chosenId;
      return (
        <li key={character.id}>
          <button
            type="button"
            className="omad-character-picker__option"
            aria-pressed={chosen}
            data-character={character.sysname}
            data-autofocus={chosen || undefined}
            onClick={() => onPick(character)}
          >
            <CharacterPortrait character={character} size="md" />
            <span className="omad-character-picker__name">{character.name}</span>
            <span className="omad-character-picker__text">
              {chosen ? chosenLabel : character.description}
            </span>
          </button>
        </li>
      );
    })}
  </ul>
);
