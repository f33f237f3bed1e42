// What /betting does with the sportsbook frame's messages: a bet placed or settled refreshes
// the header's balance (and every balance read), a guest's tap on something that needs an
// account opens sign-in, and a top-up asked from inside the frame, or a stake the balance does
// not cover, opens the cashier's deposit page; a checkIframe path is opened as the game page
// opens it.
import { useNavigate } from 'react-router';
import { Events } from '@omad/contract';
import {
  useRefreshBalance,
  useRemoteProps,
  type FrameMessageHandlers,
} from '@omad/contract/remote';

/** The cashier's deposit page (mf-cashier's), locale-free. */
const DEPOSIT_PATH = '/cashier/deposit';

export const useSportsbookMessages = (): FrameMessageHandlers => {
  const { bus, navigator } = useRemoteProps();
  const navigate = useNavigate();
  const refreshBalance = useRefreshBalance();
  const toDeposit = () => void navigate(DEPOSIT_PATH);
  return {
    onRound: refreshBalance,
    onSignIn: () => bus.emit(Events.AuthOpen, { mode: 'login', source: 'sportsbook' }),
    onDeposit: toDeposit,
    onInsufficientFunds: toDeposit,
    // A path of this site with its locale prefix (the contract's gate), for the shell's router.
    onNavigate: (path) => navigator.push(path),
  };
};
