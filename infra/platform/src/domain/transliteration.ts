// Cyrillic to Latin, letter by letter: Russian and Uzbek Cyrillic (ў қ ғ ҳ) as the Latin
// alphabet writes their sounds, so a player who types a game's name in Cyrillic ("авиатор")
// can be matched against the catalogue's Latin names ("Aviator"). Anything else is kept.

const LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Uzbek Cyrillic, as Uzbek Latin writes it (oʻ, gʻ with the apostrophe it types).
  ў: "o'",
  қ: 'q',
  ғ: "g'",
  ҳ: 'h',
  // Ukrainian and Kazakh letters a Russian keyboard layout can also produce.
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};

export const hasCyrillic = (text: string): boolean => /[\u0400-\u04ff]/.test(text);

/** The Latin spelling of `text`: 'Свит Бонанза' → 'Svit Bonanza', 'Ўзбек' → "O'zbek". */
export const transliterate = (text: string): string =>
  Array.from(text, (char) => {
    const lower = char.toLowerCase();
    const latin = LETTERS[lower];
    if (latin === undefined) return char;
    return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  }).join('');
