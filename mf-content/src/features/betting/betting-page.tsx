// /betting: the sportsbook page. It detects the sportsbook through games.get and embeds the
// frame at its launch_url (with the page's locale) in a box that fills the viewport under the
// header; the box shows a skeleton from the first render until the frame has loaded. An
// absent sportsbook, one without a frameable address and a failed check show the unavailable
// state instead, with the reason in data-reason, a way to the games hall and, after a
// failure, a retry. The frame's document carries the player's session, so it waits until the
// shell knows who is there and loads afresh when the account changes (a sign-in in a dialog
// over the page, a sign-out); what its messages do is in use-sportsbook-messages.ts.
import { useTranslation } from 'react-i18next';
import { frameAddress, type SessionState } from '@omad/contract';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { LoadFailed, SystemPage } from '@omad/ui';
import { LinkButton } from '../../lib/link-button';
import { SportsbookFrame } from './sportsbook-frame';
import { useSportsbook } from './use-sportsbook';
import { useSportsbookMessages } from './use-sportsbook-messages';
import './betting.css';

/** Whose session the frame would carry: the uid, 0 for a guest, null until the shell knows. */
const frameAccountOf = (state: SessionState): number | null => {
  if (state.account !== null) return state.authenticated ? state.account.uid : 0;
  return state.status === 'success' || state.status === 'error' ? 0 : null;
};

export const BettingPage = () => {
  const { t } = useTranslation('content');
  const { locale } = useRemoteProps();
  const account = useSession(frameAccountOf);
  const messages = useSportsbookMessages();
  const sportsbook = useSportsbook();
  const game = sportsbook.data;
  const frameUrl = game ? frameAddress(game.launch_url, locale, window.location.href) : null;

  // A retry starts over from pending: the frame's skeleton shows again, as at first.
  if (sportsbook.isPending || frameUrl !== null) {
    return (
      <SportsbookFrame
        // A new account, a new frame (and the skeleton again until it has loaded).
        key={account ?? 'unknown'}
        src={account === null ? null : frameUrl}
        title={t('pages.betting.frameTitle')}
        loadingText={t('pages.betting.loading')}
        testId="betting-frame"
        messages={messages}
      />
    );
  }
  const toGamehall = (variant: 'primary' | 'secondary') => (
    <LinkButton to="/gamehall" variant={variant}>
      {t('pages.betting.toGamehall')}
    </LinkButton>
  );
  if (game === undefined) {
    return (
      <LoadFailed
        data-testid="betting-unavailable"
        data-reason="failed"
        title={t('pages.betting.unavailableTitle')}
        description={t('pages.betting.failedText')}
        onRetry={() => void sportsbook.refetch()}
        page={{ icon: 'sport', secondaryAction: toGamehall('secondary') }}
      />
    );
  }
  return (
    <SystemPage
      data-testid="betting-unavailable"
      data-reason={game ? 'not-launchable' : 'absent'}
      icon="sport"
      tone="neutral"
      title={t('pages.betting.unavailableTitle')}
      description={t('pages.betting.unavailableText')}
      action={toGamehall('primary')}
    />
  );
};
