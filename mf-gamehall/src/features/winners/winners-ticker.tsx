// The home page's winners ticker (./home-winners, slot 'home-winners'): the newest wins
// drifting sideways, read again while shown. It stops while pointed at or focused, and does
// not move at all for players who ask for reduced motion (then it scrolls by hand). A fixed
// 96 px (the shell's skeleton for the slot is the same).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@omad/ui';
import { WinItem } from '../../lib/win-item';
import { StripHead } from '../../lib/hall-page';
import { useWins } from '../../lib/use-wins';
import './winners.css';

const SHOWN = 12;

export const WinnersTicker = () => {
  const { t } = useTranslation();
  const titleId = useId();
  const wins = useWins(SHOWN);
  const items = wins.data?.items ?? [];
  return (
    <section className="omad-winners-ticker" aria-labelledby={titleId} data-testid="home-winners">
      <StripHead
        id={titleId}
        title={t('winners.ticker.title')}
        to="/winners"
        seeAll={t('winners.ticker.seeAll')}
      />
      <div className="omad-winners-ticker__window" tabIndex={items.length > 0 ? 0 : -1}>
        {wins.isPending ? (
          <Skeleton variant="block" height={56} />
        ) : (
          <div
            className="omad-winners-ticker__track"
            style={{ animationDuration: `${Math.max(20, items.length * 5)}s` }}
          >
            <ol className="omad-winners-ticker__list" aria-label={t('winners.list')}>
              {items.map((win) => (
                <li key={win.id}>
                  <WinItem win={win} compact />
                </li>
              ))}
            </ol>
            {/* The same wins again, so the drift wraps around seamlessly; not read twice. */}
            <ol className="omad-winners-ticker__list" aria-hidden="true" inert>
              {items.map((win) => (
                <li key={win.id}>
                  <WinItem win={win} compact />
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
};
