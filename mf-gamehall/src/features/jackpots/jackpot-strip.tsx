// The home page's jackpot strip (./home-jackpots, slot 'home-jackpots'): every jackpot as a
// compact card with its amount growing live, scrolling sideways on a phone. A fixed 152 px
// (the shell's skeleton for the slot is the same), whatever it holds.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StripHead } from '../../lib/hall-page';
import { JackpotCard, JackpotCardSkeleton } from './jackpot-card';
import { useJackpots } from './use-jackpots';
import './jackpots.css';

export const JackpotStrip = () => {
  const { t } = useTranslation();
  const titleId = useId();
  const jackpots = useJackpots();
  // Nothing to show (or the read failed): the strip keeps its place quietly empty rather
  // than a jackpot error on the home page; the jackpots page says what went wrong.
  const ready = jackpots.data ?? null;
  return (
    <section className="omad-jackpot-strip" aria-labelledby={titleId} data-testid="home-jackpots">
      <StripHead
        id={titleId}
        title={t('jackpots.strip.title')}
        to="/jackpots"
        seeAll={t('jackpots.strip.seeAll')}
      />
      <ul className="omad-jackpot-strip__track" aria-busy={jackpots.isPending}>
        {ready
          ? ready.map((jackpot) => (
              <li key={jackpot.id}>
                <JackpotCard jackpot={jackpot} compact />
              </li>
            ))
          : jackpots.isPending
            ? Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <JackpotCardSkeleton compact />
                </li>
              ))
            : null}
      </ul>
    </section>
  );
};
