import type { ReactNode } from 'react';
import { ErrorRegion, type ErrorRegionProps } from './error-region';
import { useUiTexts } from './ui-locale';

export type LoadFailedProps = Omit<ErrorRegionProps, 'title' | 'onRetry'> & {
  /** What did not load, when the page can say it better than the kit's default words. */
  title?: ReactNode;
  onRetry: () => void;
};

/**
 * The one view of a read that failed: what happened and a retry, in the kit's words unless
 * the page names what did not load; the rest of the page keeps working.
 */
export function LoadFailed({ title, description, retryLabel, onRetry, ...rest }: LoadFailedProps) {
  const texts = useUiTexts();
  return (
    <ErrorRegion
      data-testid="load-failed"
      {...rest}
      title={title ?? texts.loadFailedTitle}
      description={description ?? (title === undefined ? texts.loadFailedText : undefined)}
      retryLabel={retryLabel ?? texts.retry}
      onRetry={onRetry}
    />
  );
}
