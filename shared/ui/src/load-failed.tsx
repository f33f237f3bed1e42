import type { HTMLAttributes } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

export type LoadFailedProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
};

/** A read the page needs failed: said plainly, with a retry; the rest of the page keeps working. */
export function LoadFailed({ title, description, retryLabel, onRetry, ...rest }: LoadFailedProps) {
  return (
    <EmptyState
      data-testid="load-failed"
      {...rest}
      icon="warning"
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
