import { describe, expect, it } from 'vitest';
import { searchKey, searchSkeleton } from './search-keys';
import { hasCyrillic, transliterate } from './transliteration';

describe('transliteration', () => {
  it('writes Russian Cyrillic in Latin letters, keeping capitals and everything else', () => {
    expect(transliterate('Авиатор')).toBe('Aviator');
    expect(transliterate('Свит Бонанза 1000')).toBe('Svit Bonanza 1000');
    expect(transliterate('Щука, ёж и чай')).toBe('Shchuka, yozh i chay');
    expect(transliterate('Объём')).toBe('Obyom');
    expect(transliterate('Book of Dead')).toBe('Book of Dead');
  });

  it('writes Uzbek Cyrillic as Uzbek Latin does', () => {
    expect(transliterate('Ўзбекистон')).toBe("O'zbekiston");
    expect(transliterate('Қўқон')).toBe("Qo'qon");
    expect(transliterate('Ғалаба')).toBe("G'alaba");
    expect(transliterate('Ҳикоя')).toBe('Hikoya');
  });

  it('tells Cyrillic text apart', () => {
    expect(hasCyrillic('авиатор')).toBe(true);
    expect(hasCyrillic('Aviator 2')).toBe(false);
  });
});

describe('search keys', () => {
  it('spell a name the same way whichever script and spelling of its sounds is typed', () => {
    const same: [string, string][] = [
      ['Sweet Bonanza', 'свит бонанза'],
      ['Aviator', 'АВИАТОР'],
      ['Book of Dead', 'бук оф дэд'],
      ["Play'n GO", 'плейн го'],
      ['Thunder Clover Megaways', 'тандер кловер мегавейс'],
    ];
    for (const [name, typed] of same) {
      expect([name, searchSkeleton(searchKey(name))]).toEqual([
        name,
        searchSkeleton(searchKey(typed)),
      ]);
    }
    expect(searchKey('Sweet Bonanza')).toBe(searchKey('свит бонанза'));
  });

  it('fold punctuation, case, doubled letters and letters that sound alike', () => {
    expect(searchKey('  Hold & Win!! ')).toBe('hold and vin');
    expect(searchKey('Speed Roulette')).toBe('spid rulete');
    expect(searchKey('Crazy Time')).toBe('krazi time');
    expect(searchKey('Phoenix Khiva')).toBe('foeniks hiva');
    expect(searchKey('!!!')).toBe('');
  });

  it('keep the consonants of each word, its first letter always', () => {
    expect(searchSkeleton('krazi time')).toBe('krz tm');
    expect(searchSkeleton('aviator')).toBe('avtr');
    expect(searchSkeleton(searchKey('avaitor'))).toBe('avtr');
  });
});
