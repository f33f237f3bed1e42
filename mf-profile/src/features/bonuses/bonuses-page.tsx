// /profile/bonuses: the bonus balances (kept apart from real money when general info's
// is_bonus_isolation_enabled is on), casino bonuses with a status filter and their wagering,
// betting bonuses, and free-spin packs. The cards and their confirms are the contract's, the
// same the cashier's bonuses tab shows.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { Button, EmptyState, LoadFailed, Panel, Skeleton, Tabs } from '@omad/ui';
import { BonusStatus, type Bonus, type Page } from '@omad/contract/api';
import { FREESPINS_COUNT } from '@omad/contract/format';
import {
  BonusCard,
  invalidatePlatform,
  pagedQuery,
  pagedRows,
  platformKey,
  platformQuery,
  useActiveBonusId,
  useFormatMoney,
  useRemoteProps,
  useSession,
} from '@omad/contract/remote';
import { ProfileFrame } from '../../lib/profile-frame';
import { FreespinCard } from './freespin-card';
import './bonuses.css';

const PAGE_SIZE = 6;
const FILTERS = ['all', ...Object.values(BonusStatus)] as const;
type Filter = (typeof FILTERS)[number];

const Balances = () => {
  const { t } = useTranslation('profile');
  const format = useFormatMoney();
  const balances = useSession((state) => state.account?.balances ?? null);
  const isolated = useSession((state) => state.generalInfo?.is_bonus_isolation_enabled ?? false);
  return (
    <Panel aria-labelledby="bonus-balances">
      <h2 id="bonus-balances" className="omad-panel__title">
        {t('bonuses.balances')}
      </h2>
      <dl className="omad-profile__facts omad-bonuses__balances" data-testid="bonus-balances">
        {(['bonus', 'betting_bonus'] as const).map((kind) => (
          <div key={kind} className="omad-profile__fact">
            <dt>{t(`bonuses.${kind === 'bonus' ? 'bonusBalance' : 'bettingBalance'}`)}</dt>
            <dd data-balance={kind}>
              {balances ? format(balances[kind]) : <Skeleton variant="text" width="8em" />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="omad-profile__hint" data-isolation={isolated ? 'on' : 'off'}>
        {isolated ? t('bonuses.isolated') : t('bonuses.shared')}
      </p>
    </Panel>
  );
};

type BonusList = UseInfiniteQueryResult<InfiniteData<Page<Bonus>, number>, unknown>;

type BonusPanelProps = Readonly<{
  kind: 'casino' | 'betting';
  list: BonusList;
  /** The active casino bonus: activating another forfeits it. */
  activeId: number | null;
  onChanged: () => void;
  /** What stands above the list (the status filter). */
  filter?: ReactNode;
  /** What an empty list says. */
  empty: ReactNode;
}>;

/** One kind of bonus: its heading and hint, the list in pages, and its empty state. */
const BonusPanel = ({ kind, list, activeId, onChanged, filter, empty }: BonusPanelProps) => {
  const { t } = useTranslation('profile');
  const { items } = pagedRows(list.data);
  return (
    <Panel aria-labelledby={`${kind}-bonuses-title`} data-testid={`${kind}-panel`}>
      <h2 id={`${kind}-bonuses-title`} className="omad-panel__title">
        {t(`bonuses.${kind}`)}
      </h2>
      <p className="omad-profile__hint">{t(`bonuses.${kind}Hint`)}</p>
      {filter}
      {/* A failed "show more" or re-read keeps the rows shown; only a list with none fails. */}
      {list.isLoadingError ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <ListSkeleton /> : null}
      {list.data && items.length === 0 ? empty : null}
      {items.length > 0 ? (
        <ul className="omad-rewards-list" data-testid={`${kind}-bonuses`}>
          {items.map((bonus) => (
            <BonusCard
              key={bonus.id}
              bonus={bonus}
              kind={kind}
              anotherActive={kind === 'casino' && activeId !== null && activeId !== bonus.id}
              onChanged={onChanged}
            />
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('bonuses.more')}
        </Button>
      ) : null}
    </Panel>
  );
};

const ListSkeleton = () => (
  <div className="omad-rewards-list" aria-busy="true">
    <Skeleton variant="block" height={196} />
    <Skeleton variant="block" height={196} />
  </div>
);

export const BonusesPage = () => {
  const { t } = useTranslation('profile');
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [version, setVersion] = useState(0);
  const activeId = useActiveBonusId(version);
  // A list's key is its pages' arguments less the offset.
  const casinoQuery = { count: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) };
  const casino = useInfiniteQuery(
    pagedQuery(
      platformKey('bonuses.get', casinoQuery),
      (offset, count) => api.bonuses.get({ ...casinoQuery, offset, count }),
      PAGE_SIZE,
    ),
  );
  const betting = useInfiniteQuery(
    pagedQuery(
      platformKey('bettingBonuses.get', { count: PAGE_SIZE }),
      (offset, count) => api.bettingBonuses.get({ offset, count }),
      PAGE_SIZE,
    ),
  );
  const freespins = useQuery(platformQuery(api, 'freespins.get', { count: FREESPINS_COUNT }));
  // Activating one bonus may forfeit another: every list is read again in place.
  const changed = () => {
    setVersion((value) => value + 1);
    void invalidatePlatform(queryClient, 'bonuses.get', 'bettingBonuses.get', 'freespins.get');
  };

  return (
    <ProfileFrame section="bonuses" title={t('title.bonuses')}>
      <div className="omad-profile__grid omad-bonuses">
        <Balances />
        <BonusPanel
          kind="casino"
          list={casino}
          activeId={activeId}
          onChanged={changed}
          filter={
            <Tabs
              aria-label={t('bonuses.filter')}
              items={FILTERS.map((value) => ({ value, label: t(`bonuses.filters.${value}`) }))}
              value={filter}
              onChange={setFilter}
            />
          }
          empty={
            <EmptyState
              icon="info"
              headingLevel={3}
              title={t('bonuses.empty')}
              description={t('bonuses.emptyHint')}
            />
          }
        />
        <BonusPanel
          kind="betting"
          list={betting}
          activeId={null}
          onChanged={changed}
          empty={<p className="omad-profile__hint">{t('bonuses.bettingEmpty')}</p>}
        />
        <Panel aria-labelledby="freespin-packs" data-testid="freespins-panel">
          <h2 id="freespin-packs" className="omad-panel__title">
            {t('bonuses.freespins')}
          </h2>
          <p className="omad-profile__hint">{t('bonuses.freespinsHint')}</p>
          {freespins.isError ? <LoadFailed onRetry={() => void freespins.refetch()} /> : null}
          {freespins.isPending ? <ListSkeleton /> : null}
          {freespins.data?.items.length === 0 ? (
            <p className="omad-profile__hint">{t('bonuses.freespinsEmpty')}</p>
          ) : null}
          {freespins.data && freespins.data.items.length > 0 ? (
            <ul className="omad-rewards-list" data-testid="freespin-packs">
              {freespins.data.items.map((pack, index) => (
                <FreespinCard key={pack.id ?? `${pack.game.sysname}-${index}`} pack={pack} />
              ))}
            </ul>
          ) : null}
        </Panel>
      </div>
    </ProfileFrame>
  );
};
