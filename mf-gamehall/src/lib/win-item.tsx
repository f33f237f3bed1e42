// One win of the winners feed (a big round win or a jackpot hit): the masked player, the game
// linked to its page, the amount, how many times the bet it was, and when. Read out as one
// sentence ("Azi*** won 12,500,000 so'm in Gates of Olympus").
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Win } from '@omad/contract/api';
import { formatDecimal, formatTime, formatDate } from '@omad/contract/format';
import { useMoneyFormat } from './money';
import { gamePagePath } from '@omad/contract/seo';
import { Badge } from '@omad/ui';
import './win-item.css';

/** Today's wins by their time, older ones by their date. */
const whenOf = (iso: string, now: Date) => {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? formatTime(date) : formatDate(date);
};

export const WinItem = memo(function WinItem({
  win,
  compact = false,
}: Readonly<{ win: Win; compact?: boolean }>) {
  const { t } = useTranslation();
  const formatMoney = useMoneyFormat();
  const amount = formatMoney(win.amount);
  const isJackpot = win.kind === 'jackpot';
  return (
    <article
      className={compact ? 'omad-win omad-win--compact' : 'omad-win'}
      data-win={win.id}
      data-kind={win.kind}
    >
      {win.game.image_url ? (
        <img
          className="omad-win__image"
          src={win.game.image_url}
          alt=""
          width={72}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="omad-win__image" aria-hidden="true" />
      )}
      <p className="omad-win__text">
        <span className="omad-visually-hidden">
          {t('winners.wonIn', { player: win.player, game: win.game.name, amount })}
        </span>
        <span className="omad-win__player" aria-hidden="true">
          {win.player}
        </span>
        <Link className="omad-win__game" to={gamePagePath(win.game.sysname)}>
          {win.game.name}
        </Link>
      </p>
      <p className="omad-win__amount">
        <span aria-hidden="true">{amount}</span>
        {isJackpot ? (
          <Badge tone="brand" size="sm">
            {compact || !win.jackpot ? (
              t('winners.jackpot')
            ) : (
              <>
                <span className="omad-win__jackpot-long">{win.jackpot.title}</span>
                <span className="omad-win__jackpot-short">{t('winners.jackpot')}</span>
              </>
            )}
          </Badge>
        ) : win.multiplier ? (
          <span className="omad-win__multiplier">
            <span aria-hidden="true">
              {t('winners.multiplier', { value: formatDecimal(win.multiplier) })}
            </span>
            <span className="omad-visually-hidden">
              {t('winners.multiplierLabel', { value: formatDecimal(win.multiplier) })}
            </span>
          </span>
        ) : null}
      </p>
      <time className="omad-win__time" dateTime={win.created_at}>
        {whenOf(win.created_at, new Date())}
      </time>
    </article>
  );
});
