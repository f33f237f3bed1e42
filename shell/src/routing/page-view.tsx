// The page region: a system page when one applies, the shell's legacy placeholder, or
// the owning remote's ./app mounted with a skeleton of the page while it loads.
import { useEffect } from 'react';
import type { RemoteApp, RouteInfo } from '@omad/contract';
import { RemoteRegion } from '../remotes/remote-region';
import { useHostProps } from '../remotes/use-host-props';
import { useShell } from '../shell-context';
import { SystemPageView, type ShellPageName } from '../system/system-page-view';
import { PageSkeleton } from './page-skeleton';
import { useDocumentPageStart } from './use-document-first-screen';

const RemotePage = ({ app, route }: Readonly<{ app: RemoteApp; route: RouteInfo }>) => {
  const props = useHostProps(app, route);
  const { services } = useShell();
  const start = useDocumentPageStart();
  return (
    <RemoteRegion
      app={app}
      expose="./app"
      props={props}
      skeleton={<PageSkeleton {...start} />}
      className="omad-page-region"
      onMounted={services.firstScreen.pageShown}
      onFailed={services.firstScreen.pageShown}
    />
  );
};

type Props = Readonly<{
  app: RemoteApp | null;
  route: RouteInfo;
  systemPage: ShellPageName | null;
}>;

export const PageView = ({ app, route, systemPage }: Props) => {
  const { services } = useShell();
  const shellPage = systemPage !== null || !app;
  useEffect(() => {
    if (shellPage) services.firstScreen.pageShown();
  }, [services, shellPage]);
  if (systemPage) return <SystemPageView page={systemPage} />;
  if (!app) return <SystemPageView page="legacy" />;
  return <RemotePage app={app} route={route} />;
};
