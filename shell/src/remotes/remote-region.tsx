// Mounts one remote module (./app or a slot widget) into its own region with single-spa's
// mountRootParcel, updates it when the props change, and isolates its failures: a remote
// that will not load (or not within REMOTE_LOAD_TIMEOUT_MS), speaks another contract major,
// or rejects its mount shows a localized fallback with a retry, while the rest of the page
// keeps working.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { ErrorRegion } from '@omad/ui';
import { Events, type RemoteProps } from '@omad/contract';
import { REMOTE_LOAD_TIMEOUT_MS, withDeadline } from './load-timeout';
import { RegionFrame, type RegionStatus } from './region-frame';
import { loadRemoteModule, RemoteLoadError } from './registry';
import { useNearView } from './use-near-view';

type Props = Readonly<{
  app: string;
  expose: string;
  props: RemoteProps;
  /** What fills the region while the remote loads (a skeleton of the same size). */
  skeleton: ReactNode;
  className?: string;
  /** Called once the remote has mounted (e.g. to deliver queued bus events). */
  onMounted?: () => void;
  /** Called when the remote fails to load or mount and the region shows its fallback. */
  onFailed?: () => void;
  /** A region with nothing to show (site services): a failure is reported, not drawn. */
  headless?: boolean;
  /**
   * What the region shows when the remote failed, given the retry; the localized error
   * region with a retry button by default.
   */
  renderFallback?: (retry: () => void) => ReactNode;
  /**
   * Loads the remote only once this has settled (the page's first screen is done) and the
   * region then comes near the viewport (use-near-view.ts); at once without it.
   */
  whenNear?: Promise<void>;
}>;

export const RemoteRegion = ({
  app,
  expose,
  props,
  skeleton,
  className,
  onMounted,
  onFailed,
  headless = false,
  renderFallback,
  whenNear,
}: Props) => {
  const { t } = useTranslation('shell');
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const latestProps = useRef(props);
  /** The props the parcel was last given (at mount or by an update). */
  const givenProps = useRef<RemoteProps | null>(null);
  const [status, setStatus] = useState<RegionStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  latestProps.current = props;
  const near = useNearView(host, whenNear);

  useEffect(() => {
    let cancelled = false;
    const element = host.current;
    if (!element || !near) return undefined;
    setStatus('loading');
    (async () => {
      // A retry loads afresh (the remote is registered again, see loadRemoteModule).
      // An answer after the deadline is let go: the region shows its fallback by then, and
      // only a retry (a new attempt) may mount.
      const lifecycles = await withDeadline(loadRemoteModule(app, expose, attempt > 0), {
        timeoutMs: REMOTE_LOAD_TIMEOUT_MS,
        onLate: ({ status: outcome }) => {
          if (outcome === 'fulfilled')
            console.warn(`[shell] ${app} ${expose} loaded after its fallback showed; not mounted`);
        },
      });
      if (cancelled) return;
      givenProps.current = latestProps.current;
      const mounted = mountRootParcel(
        { ...lifecycles, name: `${app}${expose.slice(1)}` },
        { ...latestProps.current, domElement: element },
      );
      parcel.current = mounted;
      await mounted.mountPromise;
      if (cancelled) return;
      setStatus('mounted');
      onMounted?.();
    })().catch((error: unknown) => {
      if (cancelled) return;
      const phase = error instanceof RemoteLoadError ? error.phase : 'load';
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[shell] ${app} ${expose} failed (${phase}): ${message}`);
      props.bus.emit(Events.RemoteFailed, { remote: app, phase, message });
      setStatus('failed');
      onFailed?.();
    });
    return () => {
      cancelled = true;
      const current = parcel.current;
      parcel.current = null;
      if (current && current.getStatus() === 'MOUNTED') void current.unmount();
    };
    // Props flow through `update` below; remounting on every prop change would lose state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app, expose, attempt, near]);

  // single-spa refuses an update while the previous one runs (the parcel is UPDATING), so a
  // quick second change (a navigation right after mount) would be lost: updates run one after
  // another, each with the latest props. Props the parcel already has (those it mounted with,
  // when nothing changed while it mounted) are not given again: an update renders the whole
  // remote once more, eleven of them on a page's load.
  const updating = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    const current = parcel.current;
    if (status !== 'mounted' || !current?.update || givenProps.current === props) return;
    const apply = () => {
      if (parcel.current !== current || current.getStatus() !== 'MOUNTED') return undefined;
      if (givenProps.current === latestProps.current) return undefined;
      givenProps.current = latestProps.current;
      return current.update?.({ ...latestProps.current, domElement: host.current ?? undefined });
    };
    updating.current = updating.current
      .then(apply, apply)
      .catch((error: unknown) => console.error(`[shell] ${app} ${expose} update failed`, error));
  }, [app, expose, props, status]);

  const retry = () => setAttempt((value) => value + 1);

  return (
    <RegionFrame app={app} expose={expose} status={status} className={className} hostRef={host}>
      {status === 'loading' ? skeleton : null}
      {status === 'failed' && !headless
        ? (renderFallback?.(retry) ?? (
            <ErrorRegion
              title={t('remote.failed.title')}
              description={t('remote.failed.description')}
              onRetry={retry}
              data-remote-fallback={app}
            />
          ))
        : null}
    </RegionFrame>
  );
};
