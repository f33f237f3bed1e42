// Redirects defined in the content service (from_url -> to_url). They are looked up only
// for paths the route table does not own (slug pages and unmatched paths), so ordinary
// pages never wait on the CMS. An external target is followed only when marked external.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { externalAddress, localizePath, sameOriginPath } from '@omad/contract';
import { useShell } from '../shell-context';

export type CmsRedirect = Readonly<{ from_url: string; to_url: string; external?: boolean | null }>;

/** The target for `path` among the redirects, or null. */
export const findRedirect = (
  redirects: readonly CmsRedirect[],
  path: string,
): Readonly<{ to: string; external: boolean }> | null => {
  const normalized = path.replace(/\/+$/, '') || '/';
  const hit = redirects.find((entry) => (entry.from_url.replace(/\/+$/, '') || '/') === normalized);
  return hit ? { to: hit.to_url, external: hit.external === true } : null;
};

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
        if (hit?.external) {
          // Marked external by an editor: it may leave the site, but only for a web address.
          const address = externalAddress(hit.to);
          if (address) {
            window.location.assign(address);
            return;
          }
          console.error(`[shell] CMS redirect to ${hit.to} refused: not a web address`);
          setChecked(path);
          return;
        }
        const internal = hit ? sameOriginPath(hit.to, window.location.origin) : null;
        if (internal) navigate(localizePath(internal, locale), { replace: true });
        else {
          if (hit)
            console.error(
              `[shell] CMS redirect to ${hit.to} refused: external address not marked external`,
            );
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
