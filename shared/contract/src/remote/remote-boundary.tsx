// Catches a remote's render errors so one broken remote never takes the page down: it
// reports the failure on the bus and shows a localized fallback with a retry button.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorRegion } from '@omad/ui';
import { Events } from '../events';
import type { RemoteProps } from '../remote-props';

type Props = Readonly<{
  host: RemoteProps;
  children: ReactNode;
  /** Told of every render error it catches (createRemoteApp: a first render that failed). */
  onError?: (error: Error) => void;
}>;
type State = Readonly<{ error: Error | null; attempt: number }>;

export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { host, onError } = this.props;
    console.error(`[${host.remoteName}] render failed`, error, info.componentStack);
    onError?.(error);
    host.bus.emit(Events.RemoteFailed, {
      remote: host.remoteName,
      phase: 'render',
      message: error.message,
    });
  }

  private readonly retry = (): void => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    const { host, children } = this.props;
    if (!this.state.error) return <div key={this.state.attempt}>{children}</div>;
    const t = host.i18n.getFixedT(host.locale, 'shell');
    return (
      <ErrorRegion
        title={t('remote.failed.title')}
        description={t('remote.failed.description')}
        onRetry={this.retry}
        data-remote-fallback={host.remoteName}
      />
    );
  }
}
