// What /loyalty/:sysname draws, without reading anything: the way back, the programme's head
// (its shape while it is read), the visitor's standing and its sections; and the not-found
// state of a sysname no programme has. The page fills it from loyalty.getPrograms; the first
// screen (first-screen.tsx) from the edge's read of it, as a guest's first render.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoyaltyProgram } from '@omad/contract/api';
import { Container, EmptyState, Skeleton } from '@omad/ui';
import { PageHead } from '../../lib/page-head';
import '../../lib/page.css';
import './loyalty.css';

/** The programme of this sysname among those loyalty.getPrograms lists, or null. */
export const programIn = (programs: readonly LoyaltyProgram[], sysname: string) =>
  programs.find((program) => program.sysname === sysname) ?? null;

const BackToLoyalty = () => {
  const { t } = useTranslation();
  return (
    <Link className="omad-loyalty-link" to="/loyalty">
      {t('programme.backToLoyalty')}
    </Link>
  );
};

export const ProgramView = ({
  program,
  standing,
  children,
}: Readonly<{
  /** The programme; null while it is read. */
  program: LoyaltyProgram | null;
  standing: ReactNode;
  /** Its sections, or what stands for them. */
  children: ReactNode;
}>) => (
  <Container className="omad-loyalty-page" data-testid="loyalty-program-page">
    <BackToLoyalty />
    {program ? (
      <PageHead title={program.title} lead={program.description} />
    ) : (
      <header className="omad-loyalty-page__head">
        <Skeleton variant="text" width="50%" height={40} />
        <Skeleton variant="text" width="80%" />
      </header>
    )}
    {standing}
    {children}
  </Container>
);

export const ProgramMissing = () => {
  const { t } = useTranslation();
  return (
    <Container className="omad-loyalty-page" data-testid="loyalty-program-missing">
      <EmptyState
        icon="search"
        title={t('programme.programNotFoundTitle')}
        description={t('programme.programNotFoundText')}
        action={<BackToLoyalty />}
      />
    </Container>
  );
};
