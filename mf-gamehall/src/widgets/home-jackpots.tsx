// ./home-jackpots: the home page's jackpot strip (slot 'home-jackpots').
import { JackpotStrip } from '../features/jackpots/jackpot-strip';
import { gamehallWidget } from '../lib/widget';

export const { bootstrap, mount, unmount, update } = gamehallWidget(JackpotStrip);
