// A tournament's leaderboard: the top places as the platform ranks them, the player's own row
// highlighted and kept in view however far down it is (leaderboard-rows.ts), refreshed while
// the page is open. A table with a caption, so places, players, scores and prizes are read
// out by column; the own row says "you".
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Leaderboard, LeaderboardRow } from '@omad/contract/api';
import { formatDecimal, formatTime } from '@omad/contract/format';
import { useFormatMoney } from '@omad/contract/remote';
import { LoadFailed, Skeleton } from '@omad/ui';
import { leaderboardLines } from './leaderboard-rows';

type ScoreOf = (row: LeaderboardRow) => string;

const Row = ({ row, scoreOf }: Readonly<{ row: LeaderboardRow; scoreOf: ScoreOf }>) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <tr
      className={
        row.is_self ? 'omad-leaderboard__row omad-leaderboard__row--self' : 'omad-leaderboard__row'
      }
      data-place={row.place}
      data-self={row.is_self ? 'true' : undefined}
      aria-current={row.is_self ? 'true' : undefined}
    >
      <td className="omad-leaderboard__place">
        <span
          className={
            row.place <= 3
              ? `omad-leaderboard__medal omad-leaderboard__medal--${row.place}`
              : undefined
          }
        >
          {row.place}
        </span>
      </td>
      <th scope="row" className="omad-leaderboard__player">
        {row.player}
        {row.is_self ? (
          <span className="omad-leaderboard__you"> ({t('tournaments.leaderboard.you')})</span>
        ) : null}
      </th>
      <td className="omad-leaderboard__score" data-score={row.score}>
        {scoreOf(row)}
        {/* On a phone the prize column gives way: the prize goes under the score. */}
        {row.prize ? (
          <span className="omad-leaderboard__prize-inline">
            <span className="omad-visually-hidden">{t('tournaments.leaderboard.prize')}: </span>
            {formatMoney(row.prize)}
          </span>
        ) : null}
      </td>
      <td className="omad-leaderboard__prize">{row.prize ? formatMoney(row.prize) : '—'}</td>
    </tr>
  );
};

export const LeaderboardTable = ({
  title,
  board,
  final,
}: Readonly<{
  title: string;
  /** The table's read: a refresh that fails keeps the table shown. */
  board: UseQueryResult<Leaderboard, unknown>;
  final: boolean;
}>) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { data } = board;
  if (!data && board.isError) {
    return (
      <LoadFailed
        title={t('tournaments.leaderboard.failed')}
        description={t('tournaments.failedText')}
        onRetry={() => void board.refetch()}
      />
    );
  }
  const scoreOf: ScoreOf = (row) =>
    data?.rule === 'max_multiplier'
      ? `x${formatDecimal(row.score)}`
      : formatMoney({ amount: row.score, currency: data?.currency ?? '' });
  const lines = data ? leaderboardLines(data.items, data.self, data.count) : [];
  return (
    <div className="omad-leaderboard" data-testid="leaderboard" aria-busy={!data}>
      <table className="omad-leaderboard__table">
        <caption className="omad-visually-hidden">
          {t('tournaments.leaderboard.caption', { title })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="omad-leaderboard__place">
              {t('tournaments.leaderboard.place')}
            </th>
            <th scope="col" className="omad-leaderboard__player">
              {t('tournaments.leaderboard.player')}
            </th>
            <th scope="col" className="omad-leaderboard__score">
              {t('tournaments.leaderboard.score')}
            </th>
            <th scope="col" className="omad-leaderboard__prize">
              {t('tournaments.leaderboard.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data
            ? lines.map((line) =>
                line.kind === 'gap' ? (
                  <tr key="gap" className="omad-leaderboard__gap">
                    <td colSpan={4}>
                      {t('tournaments.leaderboard.gap', {
                        count: line.hidden,
                      })}
                    </td>
                  </tr>
                ) : line.kind === 'unranked' ? (
                  <tr
                    key="unranked"
                    className="omad-leaderboard__row omad-leaderboard__row--self"
                    data-self="true"
                    data-place="unranked"
                  >
                    <td colSpan={4}>{t('tournaments.leaderboard.unranked')}</td>
                  </tr>
                ) : (
                  <Row
                    key={`${line.row.place}:${line.row.player}`}
                    row={line.row}
                    scoreOf={scoreOf}
                  />
                ),
              )
            : Array.from({ length: 8 }, (_, index) => (
                <tr key={index} aria-hidden="true" className="omad-leaderboard__row">
                  <td colSpan={4}>
                    <Skeleton variant="text" width="100%" />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
      {data && data.items.length === 0 && !data.self ? (
        <p className="omad-leaderboard__note">{t('tournaments.leaderboard.empty')}</p>
      ) : null}
      {data ? (
        <p className="omad-leaderboard__note">
          {t('tournaments.leaderboard.counted', {
            count: data.count,
          })}
          {final
            ? null
            : ` · ${t('tournaments.leaderboard.updated', { time: formatTime(data.updated_at) })}`}
        </p>
      ) : null}
    </div>
  );
};
