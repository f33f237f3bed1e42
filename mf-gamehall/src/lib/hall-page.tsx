// Pieces the competition pages share: the page frame (hall-page.css), the answer to an id
// the platform does not know, and a home strip's head with its "see all" link.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container, EmptyState } from '@omad/ui';
import './hall-page.css';

/** No such jackpot or tournament: said plainly, with the way to the list. */
export const NotFound = ({
  testId,
  title,
  text,
  back,
  backTo,
}: Readonly<{ testId: string; title: string; text: string; back: string; backTo: string }>) => (
  <Container className="omad-hall-page" data-testid={testId}>
    <EmptyState
      icon="games"
      title={title}
      description={text}
      action={
        <Link className="omad-hall-link" to={backTo}>
          {back}
        </Link>
      }
    />
  </Container>
);

/** A home strip's head: its title (named by `id`) and the link to the whole list. */
export const StripHead = ({
  id,
  title,
  to,
  seeAll,
}: Readonly<{ id: string; title: ReactNode; to: string; seeAll: string }>) => (
  <div className="omad-strip-head">
    <h2 id={id}>{title}</h2>
    <Link className="omad-hall-link" to={to}>
      {seeAll}
    </Link>
  </div>
);
