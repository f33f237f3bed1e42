import type { ReactNode } from 'react';
import { ErrorRegion, type ErrorRegionProps } from './error-region';
import type { IconName } from './icon';
import { SystemPage } from './system-page';
import { useUiTexts } from './ui-locale';

export type LoadFailedProps = Omit<ErrorRegionProps, 'title' | 'onRetry'> & {
  /** What did not load, when the page can say it better than the kit's default words. */
  title?: ReactNode;
  onRetry: () => void;
  /**
   * The read was the whole page (a page is nothing without it): drawn as a system page,
   * with `icon` and a quieter `secondaryAction` (a way elsewhere) beside the retry.
   */
  page?: Readonly<{ icon?: IconName; secondaryAction?: ReactNode }>;
};

/**
 * The one view of a read that failed: what happened and a retry, in the kit's words unless
 * the page names what did not load. In a region the rest of the page keeps working; a page
 * whose one read failed shows it as the whole page.
 */
export function LoadFailed({
  title,
  description,
  retryLabel,
  onRetry,
  page,
  ...rest
}: LoadFailedProps) {
  const texts = useUiTexts();
  const heading = title ?? texts.loadFailedTitle;
  const text = description ?? (title === undefined ? texts.loadFailedText : undefined);
  if (page) {
    return (
      <SystemPage
        data-testid="load-failed"
        {...rest}
        icon={page.icon ?? 'warning'}
        tone="warning"
        title={heading}
        description={text}
        onRetry={onRetry}
        secondaryAction={page.secondaryAction}
      />
    );
  }
  return (
    <ErrorRegion
      data-testid="load-failed"
      {...rest}
      title={heading}
      description={text}
      retryLabel={retryLabel ?? texts.retry}
      onRetry={onRetry}
    />
  );
}
