// Redirects defined in the content service (from_url -> to_url). They are looked up only
// for paths the route table does not own (slug pages and unmatched paths), so ordinary
// pages never wait on the CMS. An external target is followed only when marked external.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { findRedirect, redirectTarget, type CmsRedirect } from '@omad/contract/cms';
import { useShell } from '../shell-context';

export { findRedirect };
export type { CmsRedirect };

/** 'checking' until the redirects are known for this path; navigates when one applies. */
export const useCmsRedirect = (path: string, applies: boolean): 'checking' | 'none' => {
  const { services, locale } = useShell();
  const navigate = useNavigate();
  const [checked, setChecked] = useState<string | null>(null);

  useEffect(() => {
    if (!applies) return;
    let cancelled = false;
    services.cms
      .getRedirects()
      .then((redirects) => {
        if (cancelled) return;
        const hit = findRedirect(redirects, path);
        const target = hit ? redirectTarget(hit, window.location.origin, locale) : null;
        if (target?.kind === 'external') {
          window.location.assign(target.address);
          return;
        }
        if (target) navigate(target.path, { replace: true });
        else {
          if (hit) console.error(`[shell] CMS redirect to ${hit.to} refused`);
          setChecked(path);
        }
      })
      .catch((error: unknown) => {
        console.error('[shell] CMS redirects unavailable', error);
        if (!cancelled) setChecked(path);
      });
    return () => {
      cancelled = true;
    };
  }, [applies, path, services.cms, navigate, locale]);

  return applies && checked !== path ? 'checking' : 'none';
};
