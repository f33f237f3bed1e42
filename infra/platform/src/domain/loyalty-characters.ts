// The characters a player may choose to stand for them in the loyalty programme
// (loyalty.getcharacters, loyalty.setcharacter): four figures of Uzbek epic and folk
// tradition. A code catalogue: ids are stable, the player's row keeps the id it chose.
import type { LoyaltyCharacter } from '@omad/contract/api';
import type { Locale } from '../config';

export interface CharacterEntry {
  readonly id: number;
  readonly sysname: string;
  readonly names: Readonly<Record<Locale, string>>;
  readonly descriptions: Readonly<Record<Locale, string>>;
}

export const LOYALTY_CHARACTERS: readonly CharacterEntry[] = [
  {
    id: 1,
    sysname: 'alpomish',
    names: { uz: 'Alpomish', ru: 'Алпамыш' },
    descriptions: {
      uz: '«Alpomish» dostonining botir qahramoni: kuch va sadoqat timsoli.',
      ru: 'Богатырь из эпоса «Алпамыш»: символ силы и верности.',
    },
  },
  {
    id: 2,
    sysname: 'barchinoy',
    names: { uz: 'Barchinoy', ru: 'Барчиной' },
    descriptions: {
      uz: 'Dostonning aqlli va jasur qahramoni, Alpomishning sevgilisi.',
      ru: 'Умная и смелая героиня эпоса, возлюбленная Алпамыша.',
    },
  },
  {
    id: 3,
    sysname: 'afandi',
    names: { uz: 'Nasriddin Afandi', ru: 'Насреддин Афанди' },
    descriptions: {
      uz: 'Hazil va topqirlik bilan har qanday vaziyatdan chiqadigan donishmand.',
      ru: 'Мудрец, который шуткой и смекалкой выходит из любой истории.',
    },
  },
  {
    id: 4,
    sysname: 'humo',
    names: { uz: 'Humo', ru: 'Хумо' },
    descriptions: {
      uz: "Baxt qushi: soyasi kimning boshiga tushsa, o'sha baxtli bo'ladi.",
      ru: 'Птица счастья: на кого упадёт её тень, тот будет счастлив.',
    },
  },
];

export const characterById = (id: number): CharacterEntry | undefined =>
  LOYALTY_CHARACTERS.find((character) => character.id === id);

export const characterBySysname = (sysname: string): CharacterEntry | undefined =>
  LOYALTY_CHARACTERS.find((character) => character.sysname === sysname);

/** A character's portrait, generated (media/loyalty-art.ts). */
export const characterImageUrl = (sysname: string): string =>
  `/api/_media/character/${encodeURIComponent(sysname)}.svg`;

/** A character as LoyaltyCharacterSchema has it, in `locale`. */
export const characterView = (character: CharacterEntry, locale: Locale): LoyaltyCharacter => ({
  id: character.id,
  sysname: character.sysname,
  name: character.names[locale],
  description: character.descriptions[locale],
  image: characterImageUrl(character.sysname),
});
