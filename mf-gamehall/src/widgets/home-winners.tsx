// ./home-winners: the home page's ticker of the newest wins (slot 'home-winners').
import { WinnersTicker } from '../features/winners/winners-ticker';
import { gamehallWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = gamehallWidget(WinnersTicker);
