// The CMS `common` content for the current locale. The shell's CMS client answers it
// once per locale, so the header, footer, sidebar and bottom menu share one request.
import { useEffect, useState } from 'react';
import type { Common } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';

export type CommonState = Readonly<{ common: Common | null; failed: boolean }>;

export const useCommon = (): CommonState => {
  const { cms, locale } = useRemoteProps();
  const [state, setState] = useState<CommonState>({ common: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    cms
      .getCommon()
      .then((common) => {
        if (!cancelled) setState({ common, failed: false });
      })
      .catch((error: unknown) => {
        console.error('[mf-content] common content unavailable', error);
        if (!cancelled) setState((previous) => ({ common: previous.common, failed: true }));
      });
    return () => {
      cancelled = true;
    };
  }, [cms, locale]);
  return state;
};
