// The last line of defence: when the shell's own React tree throws while rendering, the
// player gets a small page in their language with a reload button instead of a blank
// screen. It uses only React, the UI kit and its own texts, none of the shell's services.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Icon, SystemPage } from '@omad/ui';
import { CRASH_TEXTS, crashLocaleOf } from './crash-texts';

type Props = Readonly<{
  children: ReactNode;
  /** Reloads the page; the browser's reload unless a test gives another. */
  reload?: () => void;
}>;

type State = Readonly<{ failed: boolean }>;

export const ShellCrashPage = ({ reload }: Readonly<{ reload: () => void }>) => {
  // Read when the page shows, not at start-up: the address may have changed since.
  const texts = CRASH_TEXTS[crashLocaleOf(window.location.pathname)];
  return (
    <main id="omad-main" className="omad-shell-crash" data-shell-crash="">
      <SystemPage
        icon="warning"
        tone="danger"
        title={texts.title}
        description={texts.description}
        action={
          <Button iconStart={<Icon name="refresh" size={18} />} onClick={reload}>
            {texts.reload}
          </Button>
        }
      />
    </main>
  );
};

export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[shell] the shell failed while rendering: ${message}`, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ShellCrashPage reload={this.props.reload ?? (() => window.location.reload())} />;
  }
}
