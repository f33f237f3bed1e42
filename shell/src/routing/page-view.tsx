// The page region: a system page when one applies, the shell's legacy placeholder, or
// the owning remote's ./app mounted with a skeleton of the page while it loads.
import { Skeleton } from '@omad/ui';
import type { RouteInfo } from '@omad/contract';
import { RemoteRegion } from '../remotes/remote-region';
import { useHostProps } from '../remotes/use-host-props';
import { SystemPageView, type ShellPageName } from '../system/system-page-view';
import type { AppName } from './route-table';

export const PageSkeleton = () => (
  <div className="omad-page-skeleton" aria-hidden="true">
    <Skeleton variant="block" width="100%" aspectRatio="16 / 5" />
    <Skeleton variant="text" width="40%" height={28} />
    <Skeleton variant="block" width="100%" height={240} />
  </div>
);

const RemotePage = ({ app, route }: Readonly<{ app: AppName; route: RouteInfo }>) => {
  const props = useHostProps(app, route);
  return (
    <RemoteRegion
      app={app}
      expose="./app"
      props={props}
      skeleton={<PageSkeleton />}
      className="omad-page-region"
    />
  );
};

type Props = Readonly<{ app: AppName | null; route: RouteInfo; systemPage: ShellPageName | null }>;

export const PageView = ({ app, route, systemPage }: Props) => {
  if (systemPage) return <SystemPageView page={systemPage} />;
  if (!app) return <SystemPageView page="legacy" />;
  return <RemotePage app={app} route={route} />;
};
