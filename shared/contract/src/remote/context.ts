// React access to the RemoteProps a remote was mounted with.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { RemoteProps } from '../remote-props';
import type { SessionState } from '../session';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The props the shell mounted this remote (or widget) with. */
export const useRemoteProps = (): RemoteProps => {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps() must be used inside a remote mounted by the shell');
  return props;
};

/** A slice of the session state; re-renders when it changes. */
export const useSession = <T>(selector: (state: SessionState) => T): T => {
  const { session } = useRemoteProps();
  return useStore(session, selector);
};
