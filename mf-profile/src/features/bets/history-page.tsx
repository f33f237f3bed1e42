// /profile/bets/history (behind the CMS bet-history toggle): the player's rounds from
// games.getHistory for a period of local days and a game type, newest first, in pages, with
// the period's totals (staked, won, net). A table on a desktop, cards on a phone. A sports
// bet's kind, status, odds and legs follow its row in a row of their own.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, EmptyState, LoadFailed, Panel, Select, Skeleton, Tabs } from '@omad/ui';
import type { GameRound, RoundTotals } from '@omad/contract/api';
import { formatDateTime } from '@omad/contract/format';
import { platformQuery, useFormatMoney, usePageLink, useRemoteProps } from '@omad/contract/remote';
import { gamePagePath } from '@omad/contract/seo';
import { ProfileFrame } from '../../lib/profile-frame';
import { useSiteFeatures } from '../../lib/use-site-features';
import {
  GAME_TYPE_FILTERS,
  PERIODS,
  periodRange,
  type GameTypeFilter,
  type Period,
} from './bets-model';
import { BetsTabs } from './bets-tabs';
import { SportBetDetails } from './sport-bet-details';
import './bets.css';

export const HISTORY_PAGE = 20;

/** The table's columns; a sports bet's details span them all. */
const COLUMNS = 6;

const fundsOf = (round: GameRound): string =>
  round.funds ?? (round.mode === 'demo' ? 'fun' : 'main');

const Totals = ({
  totals,
  currency,
}: Readonly<{ totals: RoundTotals | null; currency: string }>) => {
  const { t } = useTranslation('profile');
  const format = useFormatMoney();
  const rows = [
    ['bet', t('bets.staked')],
    ['win', t('bets.won')],
    ['net', t('bets.net')],
  ] as const;
  return (
    <dl className="omad-bets__totals" data-testid="bet-totals">
      {rows.map(([key, label]) => (
        <div key={key} className="omad-bets__total">
          <dt>{label}</dt>
          <dd
            data-total={key}
            data-sign={
              totals && key === 'net' ? (totals.net.startsWith('-') ? 'minus' : 'plus') : undefined
            }
          >
            {totals ? (
              format({ amount: totals[key], currency })
            ) : (
              <Skeleton variant="text" width="6em" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
};

const RoundRow = ({ round }: Readonly<{ round: GameRound }>) => {
  const { t } = useTranslation('profile');
  const linkTo = usePageLink();
  const format = useFormatMoney();
  const money = (amount: string) => format({ amount, currency: round.currency });
  const funds = fundsOf(round);
  return (
    <>
      <tr data-testid="bet-row" data-round={round.id} data-sport={round.sport ? 'true' : undefined}>
        <td data-label={t('bets.game')} className="omad-bets__game">
          {/* A sports bet was placed on /betting: the sportsbook has no game page. */}
          <a {...linkTo(round.sport ? '/betting' : gamePagePath(round.game.sysname))}>
            {round.game.name}
          </a>
          <span className="omad-bets__provider">{round.game.provider}</span>
        </td>
        <td data-label={t('bets.time')}>
          <time dateTime={round.created_at}>{formatDateTime(round.created_at)}</time>
        </td>
        <td data-label={t('bets.bet')} className="omad-bets__amount" data-cell="bet">
          {money(round.bet)}
        </td>
        <td
          data-label={t('bets.win')}
          className="omad-bets__amount"
          data-cell="win"
          data-won={round.win === '0.00' ? undefined : 'true'}
        >
          {money(round.win)}
        </td>
        <td data-label={t('bets.balanceAfter')} className="omad-bets__amount">
          {money(round.balance_after)}
        </td>
        <td data-label={t('bets.funds')}>
          <Badge tone={funds === 'main' ? 'neutral' : 'accent'} data-funds={funds}>
            {t(`bets.fundsKind.${funds}`)}
          </Badge>
        </td>
      </tr>
      {round.sport ? (
        <tr className="omad-bets__details">
          <td colSpan={COLUMNS}>
            <SportBetDetails bet={round.sport} />
          </td>
        </tr>
      ) : null}
    </>
  );
};

export const BetHistoryPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const features = useSiteFeatures();
  const [period, setPeriod] = useState<Period>('week');
  const [type, setType] = useState<GameTypeFilter>('all');
  const [page, setPage] = useState(0);
  // The range is fixed when the filter is chosen, so paging reads the same rounds.
  const range = useMemo(() => periodRange(period, new Date()), [period]);
  // Another page or filter keeps the rounds shown until its own arrive (no skeleton between).
  const history = useQuery({
    ...platformQuery(api, 'games.getHistory', {
      ...range,
      mode: 'real',
      offset: page * HISTORY_PAGE,
      count: HISTORY_PAGE,
      ...(type === 'all' ? {} : { type }),
    }),
    placeholderData: keepPreviousData,
  });
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / HISTORY_PAGE)) : 1;
  const currency = data?.items[0]?.currency ?? 'UZS';

  if (!features.betHistory) {
    return (
      <ProfileFrame section="bets" title={t('title.betsHistory')}>
        <EmptyState icon="info" title={t('bets.off')} description={t('bets.offHint')} />
      </ProfileFrame>
    );
  }

  return (
    <ProfileFrame section="bets" title={t('title.betsHistory')}>
      <div className="omad-profile__grid omad-bets">
        <BetsTabs current="history" />
        <Panel aria-labelledby="bet-history">
          <h2 id="bet-history" className="omad-panel__title">
            {t('bets.historyTitle')}
          </h2>
          <div className="omad-bets__filters">
            <Tabs
              aria-label={t('bets.period')}
              items={PERIODS.map((value) => ({ value, label: t(`bets.periods.${value}`) }))}
              value={period}
              onChange={(value) => {
                setPeriod(value);
                setPage(0);
              }}
            />
            <Select
              label={t('bets.type')}
              value={type}
              options={GAME_TYPE_FILTERS.map((value) => ({
                value,
                label: t(`bets.types.${value}`),
              }))}
              onChange={(event) => {
                setType(event.target.value as GameTypeFilter);
                setPage(0);
              }}
            />
          </div>
          <Totals totals={data?.totals ?? null} currency={currency} />
          {history.isError ? <LoadFailed onRetry={() => void history.refetch()} /> : null}
          {history.isPending ? <Skeleton variant="block" height={360} /> : null}
          {data && data.items.length === 0 ? (
            <EmptyState
              icon="info"
              headingLevel={3}
              title={t('bets.empty')}
              description={t('bets.emptyHint')}
            />
          ) : null}
          {data && data.items.length > 0 ? (
            <div className="omad-bets__table-wrap">
              <table className="omad-bets__table" data-testid="bet-history">
                <caption className="omad-bets__caption">
                  {t('bets.caption', { count: data.count })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('bets.game')}</th>
                    <th scope="col">{t('bets.time')}</th>
                    <th scope="col">{t('bets.bet')}</th>
                    <th scope="col">{t('bets.win')}</th>
                    <th scope="col">{t('bets.balanceAfter')}</th>
                    <th scope="col">{t('bets.funds')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((round) => (
                    <RoundRow key={round.id} round={round} />
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {data && pages > 1 ? (
            <nav className="omad-bets__pager" aria-label={t('bets.pages')}>
              <Button
                variant="secondary"
                size="sm"
                disabled={page === 0}
                onClick={() => setPage((value) => value - 1)}
              >
                {t('bets.previous')}
              </Button>
              <span aria-live="polite">{t('bets.pageOf', { page: page + 1, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page + 1 >= pages}
                onClick={() => setPage((value) => value + 1)}
              >
                {t('bets.next')}
              </Button>
            </nav>
          ) : null}
        </Panel>
      </div>
    </ProfileFrame>
  );
};
