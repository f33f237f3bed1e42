// Word lists the seeded catalogue's game names are built from, per game type.
// Kept as '|'-separated text so the lists stay readable at a glance.
const list = (words: string): readonly string[] => words.split('|');

export const slotAdjectives = list(
  'Golden|Wild|Lucky|Mystic|Royal|Sweet|Fire|Frozen|Ancient|Silver|Crystal|Thunder|Emerald|' +
    'Ruby|Sapphire|Cosmic|Hot|Jungle|Desert|Neon|Magic|Dragon|Pirate|Samurai|Viking|Pharaoh|' +
    'Samarkand|Silk|Midnight|Sunny|Stormy|Secret|Epic|Shiny|Brave|Savage|Heavenly|Fortune|' +
    'Diamond|Aztec',
);

export const slotNouns = list(
  'Fruits|Gems|Caravan|Treasures|Temple|Dragon|Tiger|Wolf|Eagle|Horses|Bells|Sevens|Coins|' +
    'Riches|Legends|Kingdom|Oasis|Pyramids|Bazaar|Lamp|Genie|Moon|Stars|Nights|Queen|Sultan|' +
    'Vault|Reels|Clover|Cherries|Pearls|Orchard|Buffalo|Panda|Rhino|Phoenix|Mermaid|Candy|' +
    'Skulls|Crown',
);

/** Empty entries keep most names suffix-free. */
export const slotSuffixes = list(
  '||||||Megaways|Deluxe|1000|Hold & Win|Bonanza|Xmas|Jackpot|Extreme|Rising|Power Reels',
);

export const bookNouns = list(
  'Pharaoh|Sands|Samarkand|Shadows|Gold|Ra|Khiva|Secrets|Bukhara|Tombs',
);

export const tableGames = list(
  "Roulette|Blackjack|Baccarat|Poker|Sic Bo|Craps|Dragon Tiger|Teen Patti|Andar Bahar|Casino Hold'em|" +
    'Three Card Poker|Red Dog',
);

export const tableVariants = list(
  'European|American|French|Classic|Multihand|VIP|Speed|Zero|High Roller|Double Ball|Mini|' +
    'Premium|Lightning|Golden|Tashkent|Bukhara',
);

export const tableSuffixes = list('|||Pro|Gold|Deluxe|Royale');

export const liveShows = list(
  'Crazy Wheel|Money Drop|Mega Ball|Deal or Not|Monopoly Party|Dream Catcher|Football Studio|' +
    'Lucky Dice|Fan Tan|Bac Bo',
);

export const fastGames = list(
  'Crash|Mines|Plinko|Dice|Hi-Lo|Keno|Limbo|Tower|Goal|Hotline|Coin Flip|Wheel|Rocket|Balloon|Penalty',
);

export const fastPrefixes = list(
  'Turbo|Neon|Jet|Lucky|Space|Mega|Crystal|Mini|Hyper|Pixel|Star|Aero',
);

export const fastSuffixes = list('|||X|Pro|Rush|Blitz|2.0');
