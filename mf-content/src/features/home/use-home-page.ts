// The home page's CMS blocks (`home-page`) for the current locale.
import { useEffect, useState } from 'react';
import type { HomeBlock } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';

export type HomeBlocksState =
  | Readonly<{ status: 'loading' }>
  | Readonly<{ status: 'ready'; blocks: readonly HomeBlock[] }>
  | Readonly<{ status: 'failed' }>;

export const useHomeBlocks = (): HomeBlocksState => {
  const { cms, locale } = useRemoteProps();
  const [state, setState] = useState<HomeBlocksState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    cms
      .getHomePage()
      .then((page) => {
        if (!cancelled) setState({ status: 'ready', blocks: page.blocks });
      })
      .catch((error: unknown) => {
        // The blocks are extra content: without them home still shows its banners.
        console.error('[mf-content] home blocks unavailable', error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);
  return state;
};
