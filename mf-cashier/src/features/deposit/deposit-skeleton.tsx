// The deposit page while its methods load: the method list's and the form's places, the same
// on the edge's first screen and in the page, so neither moves when the other replaces it.
import { Panel, Skeleton } from '@omad/ui';
import './deposit.css';

export const DepositSkeleton = () => (
  <div className="omad-deposit omad-deposit--index" data-testid="deposit-loading" aria-busy="true">
    <div className="omad-methods">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="block" height={72} />
      ))}
    </div>
    <Panel as="div" className="omad-deposit__panel">
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="block" height={48} />
      <Skeleton variant="block" height={48} />
      <Skeleton variant="block" height={48} />
    </Panel>
  </div>
);
