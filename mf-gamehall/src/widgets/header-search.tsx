// ./header-search: the header's games-search button, and the games-search dialog it owns,
// which any app opens with a `games:search` request on the bus.
import { GamesSearch } from '../features/search/games-search';
import { gamehallWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = gamehallWidget(GamesSearch);
