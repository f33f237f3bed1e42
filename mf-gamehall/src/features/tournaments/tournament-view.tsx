// The tournament page as laid out: the way back to the list, the head (status, period,
// title, live countdown, pool, take part), the leaderboard, and beside them prizes and rules.
// These read nothing: the page fills the places with its reads, and the edge's first screen
// (tournament-first-screen.tsx) with skeletons where money, the action and the table go.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@omad/contract/api';
import { formatDate } from '@omad/contract/format';
import { Container } from '@omad/ui';
import { describedList, describedText } from '../../lib/description';
import '../../lib/hall-page.css';
import { CountdownView } from './countdown-view';
import { TournamentStatusBadge } from './tournament-card';
import './tournaments.css';

/** The page's frame: its container and the link back to every tournament. */
export const TournamentFrame = ({
  children,
  ...marks
}: Readonly<{ children: ReactNode } & Record<`data-${string}`, string>>) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-hall-page" {...marks}>
      <nav className="omad-hall-page__back">
        <Link className="omad-hall-link" to="/tournaments">
          {t('tournaments.allTournaments')}
        </Link>
      </nav>
      {children}
    </Container>
  );
};

type HeroProps = Readonly<{
  tournament: Tournament;
  /** The prize pool, formatted (or its skeleton). */
  pool: ReactNode;
  /** Take part, taking part, or nothing once it is finished. */
  action: ReactNode;
}>;

export const TournamentHero = ({ tournament, pool, action }: HeroProps) => {
  const { t } = useTranslation();
  const title = describedText(tournament.description, 'title') || tournament.sysname;
  return (
    <section className="omad-tournament-hero" data-tournament={tournament.id}>
      <div className="omad-tournament-hero__top">
        <TournamentStatusBadge tournament={tournament} />
        <span className="omad-tournament-hero__period">
          {t('tournaments.period', {
            from: formatDate(tournament.starts_at),
            to: formatDate(new Date(Date.parse(tournament.ends_at) - 1)),
          })}
        </span>
      </div>
      <h1 className="omad-tournament-hero__title">{title}</h1>
      <p className="omad-tournament-hero__summary">
        {describedText(tournament.description, 'summary')}
      </p>
      <CountdownView period={tournament} />
      <dl className="omad-tournament-hero__facts">
        <div>
          <dt>{t('tournaments.prizePool')}</dt>
          <dd className="omad-tournament-hero__pool">{pool}</dd>
        </div>
        <div>
          <dt>{t('tournaments.participantsLabel')}</dt>
          <dd data-testid="participants">
            {t('tournaments.participants', {
              count: tournament.participants,
            })}
          </dd>
        </div>
      </dl>
      <div className="omad-tournament-hero__action">{action}</div>
    </section>
  );
};

type RulesProps = Readonly<{
  tournament: Tournament;
  /** The least bet that counts, formatted; null when there is none (or it cannot be said). */
  minBet: string | null;
}>;

export const TournamentRules = ({ tournament, minBet }: RulesProps) => {
  const { t } = useTranslation();
  const rule = tournament.rule as 'total_bet';
  return (
    <section className="omad-tournament-section" aria-labelledby="tournament-rules">
      <h2 id="tournament-rules">{t('tournaments.rules')}</h2>
      <p className="omad-tournament-section__rule">
        <strong>{t(`tournaments.rule.${rule}`)}.</strong> {t(`tournaments.ruleText.${rule}`)}
      </p>
      {minBet ? <p>{t('tournaments.minBet', { amount: minBet })}</p> : null}
      <ul className="omad-tournament-section__rules">
        {describedList(tournament.description, 'rules').map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
    </section>
  );
};

type LayoutProps = HeroProps &
  Pick<RulesProps, 'minBet'> &
  Readonly<{
    finished: boolean;
    /** The leaderboard (or its skeleton). */
    board: ReactNode;
    /** The prizes by place (or their skeleton). */
    prizes: ReactNode;
  }>;

/** The head and the leaderboard, and beside them on a desktop the prizes and rules. */
export const TournamentLayout = (props: LayoutProps) => {
  const { tournament, pool, action, minBet, finished, board, prizes } = props;
  const { t } = useTranslation();
  return (
    <div className="omad-tournament-layout">
      <div className="omad-tournament-layout__main">
        <TournamentHero tournament={tournament} pool={pool} action={action} />
        <section className="omad-tournament-section" aria-labelledby="tournament-board">
          <h2 id="tournament-board">
            {finished ? t('tournaments.leaderboard.final') : t('tournaments.leaderboard.title')}
          </h2>
          {board}
        </section>
      </div>
      <aside className="omad-tournament-layout__side">
        <section className="omad-tournament-section" aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes">{t('tournaments.prizes')}</h2>
          {prizes}
        </section>
        <TournamentRules tournament={tournament} minBet={minBet} />
      </aside>
    </div>
  );
};
