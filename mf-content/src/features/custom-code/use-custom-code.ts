// Runs the CMS custom code once the `common` content is in: once per page load, whatever
// route, remount or language comes after (inject-custom-code.ts keeps that promise).
import { useEffect } from 'react';
import { useCommon } from '../../lib/use-common';
import { injectCustomCode } from './inject-custom-code';

export const useCustomCode = (): void => {
  const { data: common } = useCommon();
  useEffect(() => {
    if (common) injectCustomCode(common.customCode);
  }, [common]);
};
