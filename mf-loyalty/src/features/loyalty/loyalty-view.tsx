// What /loyalty draws, without reading anything: the page's head over the visitor's standing
// and character, then the default programme's sections with the other programmes among them,
// or their shape while the programmes are read. The page fills it from its reads; the first
// screen (first-screen.tsx) from the edge's loyalty.getPrograms, as a guest's first render.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoyaltyProgram } from '@omad/contract/api';
import { Card, Container, Skeleton } from '@omad/ui';
import { PageHead } from '../../lib/page-head';
import '../../lib/page.css';
import './loyalty.css';

/** The default programme (else the first) and the others, as loyalty.getPrograms lists them. */
export const programsOf = (listed: readonly LoyaltyProgram[]) => {
  const main = listed.find((program) => program.is_default) ?? listed[0] ?? null;
  return { main, others: listed.filter((program) => program !== main) };
};

export const LoyaltyView = ({
  title,
  lead,
  standing,
  character,
  children,
}: Readonly<{
  title: string;
  lead: string;
  standing: ReactNode;
  /** The character section, when the CMS has characters on. */
  character: ReactNode;
  /** The programme's sections, or what stands for them. */
  children: ReactNode;
}>) => (
  <Container className="omad-loyalty-page" data-testid="loyalty-page">
    <PageHead title={title} lead={lead} />
    <div className="omad-loyalty-page__top">
      {standing}
      {character}
    </div>
    {children}
  </Container>
);

/** The programmes besides the default one, each with the way to its page; nothing without. */
export const OtherPrograms = ({ programs }: Readonly<{ programs: readonly LoyaltyProgram[] }>) => {
  const { t } = useTranslation();
  if (programs.length === 0) return null;
  return (
    <section className="omad-loyalty-section" aria-labelledby="loyalty-programs-title">
      <h2 id="loyalty-programs-title">{t('programme.programsTitle')}</h2>
      <ul className="omad-loyalty-programs">
        {programs.map((program) => (
          <li key={program.sysname}>
            <Card padding="md" interactive>
              <h3>{program.title}</h3>
              <p>{program.description}</p>
              <Link className="omad-loyalty-link" to={`/loyalty/${program.sysname}`}>
                {t('programme.programMore')}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** The sections' shape while the programmes are read. */
export const ProgramsLoading = () => (
  <div className="omad-loyalty-section" aria-busy="true">
    <Skeleton variant="text" width={160} height={28} />
    <Skeleton variant="block" height={420} />
  </div>
);
