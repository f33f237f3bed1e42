// Runs the CMS custom code once the `common` content is in: once per page load, whatever
// route, remount or language comes after (inject-custom-code.ts keeps that promise).
import { useEffect } from 'react';
import { useRemoteProps } from '@omad/contract/remote';
import { injectCustomCode } from './inject-custom-code';

export const useCustomCode = (): void => {
  const { cms } = useRemoteProps();
  useEffect(() => {
    let cancelled = false;
    cms
      .getCommon()
      .then((common) => {
        if (!cancelled) injectCustomCode(common.customCode);
      })
      .catch((error: unknown) => console.error('[mf-content] custom code not loaded', error));
    return () => {
      cancelled = true;
    };
  }, [cms]);
};
