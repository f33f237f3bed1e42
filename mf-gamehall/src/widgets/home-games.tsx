// ./home-games: the game rows the home page shows below its banners (slot 'home-games').
import { HomeGames } from '../features/home-games/home-games';
import { gamehallWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = gamehallWidget(HomeGames);
